import { graphql } from '@/lib/graphql/graphql';

/** Every coupon field the cart rules and the offer list read (spec 3 "Coupon"). */
export const CouponFields = graphql(`
  fragment CouponFields on Coupon {
    id
    code
    name
    prefix
    description
    couponNote
    tAndC
    couponTitle
    couponCodeCount
    maxAllowedUsage
    priority
    couponType
    buyXQuantity
    getYAmount
    getYPercentage
    getYQuantity
    getYProducts
    getYStoreProducts {
      id
      title
      slug
      price
      listingPrice
      sku
      status
      collections
      thumbImages
      images(limit: 1) {
        id
        imageKey
        alt
        width
        height
      }
      variants(limit: 1) {
        id
        title
        price
        listingPrice
        status
      }
    }
    minOrderValue
    maxDiscount
    expirationDate
    autoApply
    applicableCollections
    applicableProducts
    paymentMethod
    ppcodCouponAmount
    isAffiliated
    isPDPFeatured
    isFeatured
    isBulkCoupon
    showAsNudge
    applyPrepaidDiscount
    applyOnAllVariants
    deviceType
    isArchive
    isExternal
  }
`);
