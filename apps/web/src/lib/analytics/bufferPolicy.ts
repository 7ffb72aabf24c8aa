/**
 * The server-side tracker's buffer (spec 9 "Analytics buffer"): at most 1000 events are kept
 * (the oldest give way), a batch of up to 100 is sent when 100 are waiting or 5 s after the first
 * waiting event, 202 means delivered, 429 and 500 (and no answer at all) mean "send again later",
 * and an event is given up after 5 resends (6 sends). On page hide the rest goes by sendBeacon.
 */
export const BUFFER_SIZE = 1000;
export const FLUSH_SIZE = 100;
export const FLUSH_INTERVAL_MS = 5000;
export const RESEND_LIMIT = 5;
export const RESEND_STATUSES: readonly number[] = [429, 500];
export const DELIVERED_STATUS = 202;
