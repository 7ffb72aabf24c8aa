/**
 * The proof of the phone the shopper confirmed with the checkout's code, kept for this page
 * only: a refused order (out of stock, an address to fix) keeps it, so the next "Place order"
 * needs no new code; the order it goes with uses it up (then it is forgotten).
 */
interface KeptProof {
  readonly phone: string;
  readonly proof: string;
  readonly expiresAt: number;
}

let kept: KeptProof | null = null;

/** Keeps the proof for `phone` (+91 form) until `expiresAt` (ISO 8601). */
export function keepPhoneProof(phone: string, proof: string, expiresAt: string) {
  kept = { phone, proof, expiresAt: Date.parse(expiresAt) };
}

/** The kept proof for `phone`, or null when there is none, it is another phone's or expired. */
export function phoneProofFor(phone: string): string | null {
  if (!kept || kept.phone !== phone || kept.expiresAt <= Date.now()) return null;
  return kept.proof;
}

/** Forgets the kept proof (used by an order, or refused). */
export function forgetPhoneProof() {
  kept = null;
}
