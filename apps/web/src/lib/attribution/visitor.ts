import * as z from 'zod/mini';
import { env } from '@/lib/env';
import { requestJson } from '@/lib/http/client';

const IpAnswer = z.object({ ip: z.string() });

let known: Promise<string> | null = null;

/**
 * The visitor's IP for order context: `GET {VITE_IP_URL}` → `{ ip }` (spec 7). Answers '' when
 * the address is not configured or the call fails (spec 8: logged, empty value). A success is
 * remembered for the page; a failure is tried again next time.
 */
export function getVisitorIp(): Promise<string> {
  const url = env.ipUrl;
  if (!url) return Promise.resolve('');
  known ??= requestJson(url, IpAnswer)
    .then(({ ip }) => ip)
    .catch((error: unknown) => {
      console.error(error);
      known = null;
      return '';
    });
  return known;
}

/** Forgets the remembered IP (tests). */
export function resetVisitorIp() {
  known = null;
}
