/** The sample shop's id; every store-scoped row carries it. */
export const STORE_ID = 'haat-skincare';

/** "Now" for the sample data: live coupons expire after it, the expired one before it. */
export const DATA_AS_OF = '2026-11-22';
