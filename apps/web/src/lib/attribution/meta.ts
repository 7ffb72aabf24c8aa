import Cookies from 'js-cookie';
import { MetaSchema, type Meta } from '@/stores/systemStore';

/**
 * The marketing metadata cookie (spec 9): landing page, referrer, utm source/medium/campaign/
 * term/content, click id and fbclid, written on the first landing with path '/' and kept as is
 * while it lives: a later landing, even from a new campaign, never replaces it. (The affiliate
 * click data, affiliate.ts, follows its own rules.)
 */
export const META_COOKIE = 'meta';
/** Lifetime of the meta cookie: the affiliate click window (43200 minutes = 30 days). */
export const META_COOKIE_DAYS = 30;

const CAMPAIGN_PARAMS = {
  utmSource: ['utm_source'],
  utmMedium: ['utm_medium'],
  utmCampaign: ['utm_campaign'],
  utmTerm: ['utm_term'],
  utmContent: ['utm_content'],
  clickId: ['clickid', 'click_id'],
  fbclid: ['fbclid'],
} as const satisfies Record<Exclude<keyof Meta, 'landingPage' | 'referrer'>, readonly string[]>;

type CampaignKey = keyof typeof CAMPAIGN_PARAMS;

function campaignFrom(url: URL): Pick<Meta, CampaignKey> {
  const read = (names: readonly string[]) =>
    names.map((name) => url.searchParams.get(name)).find((value) => value) ?? null;
  const entries = Object.entries(CAMPAIGN_PARAMS).map(([key, names]) => [key, read(names)]);
  return Object.fromEntries(entries) as Pick<Meta, CampaignKey>;
}

/** The stored meta cookie, or null when absent or unreadable. */
export function readMetaCookie(): Meta | null {
  const raw = Cookies.get(META_COOKIE);
  if (!raw) return null;
  try {
    const parsed = MetaSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Captures the meta of a landing on `url` from `referrer` unless a meta cookie exists already;
 * answers the meta now in force (the existing cookie, or the new one it wrote).
 */
export function captureMeta(url: URL, referrer: string): Meta {
  const existing = readMetaCookie();
  if (existing) return existing;
  const meta: Meta = { landingPage: url.href, referrer: referrer || null, ...campaignFrom(url) };
  writeMetaCookie(meta);
  return meta;
}

/**
 * Drops the click id from the meta cookie (spec 4 "Empty" clears the click id; without this the
 * next landing would read it back from the cookie). The cookie's 30 days start again.
 */
export function dropMetaClickId() {
  const existing = readMetaCookie();
  if (existing?.clickId) writeMetaCookie({ ...existing, clickId: null });
}

function writeMetaCookie(meta: Meta) {
  Cookies.set(META_COOKIE, JSON.stringify(meta), {
    path: '/',
    expires: META_COOKIE_DAYS,
    sameSite: 'Lax',
  });
}
