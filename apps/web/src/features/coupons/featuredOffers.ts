import type { CouponOffer } from './offers';

/** How many offers show before "View all offers" (the applied coupon shows above them). */
export const FEATURED_OFFER_COUNT = 2;

/**
 * The offer list in the order a shopper should meet it, and how many of it show before "View all
 * offers": first a code the shopper added themselves (it is what they just typed), then the
 * offers that apply to this cart, largest saving first, then the rest in the store's order. The
 * applied coupon has its own box above the list, so it does not take one of the first places;
 * it stays in the full list. Nothing is dropped: the order only decides what comes first.
 */
export function featuredOffers(
  offers: readonly CouponOffer[],
  count: number = FEATURED_OFFER_COUNT,
): { ordered: CouponOffer[]; featured: number } {
  const rank = (offer: CouponOffer) =>
    offer.applied ? 3 : offer.coupon.isExternal === true ? 0 : offer.allowed ? 1 : 2;
  const ordered = offers
    .map((offer, index) => ({ offer, index }))
    .sort(
      (a, b) =>
        rank(a.offer) - rank(b.offer) ||
        (rank(a.offer) === 1 ? b.offer.saving - a.offer.saving : 0) ||
        a.index - b.index,
    )
    .map(({ offer }) => offer);
  const featured = Math.min(count, ordered.filter((offer) => !offer.applied).length);
  return { ordered, featured };
}
