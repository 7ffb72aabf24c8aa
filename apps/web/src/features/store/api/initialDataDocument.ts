import { graphql } from '@/lib/graphql/graphql';
import { ProductCardFields } from '@/features/catalog/api/productFields';
import { StoreFields } from './storeFields';

const MenuFields = graphql(`
  fragment MenuFields on Menu {
    id
    parentId
    priority
    isArchive
    label
    link
    slug
  }
`);

const CouponFields = graphql(`
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
      variants {
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

/** getInitialData (spec 7): everything the storefront loads once at start. */
export const InitialDataDocument = graphql(
  `
    query getInitialData(
      $storeId: ID!
      $deviceType: DeviceType
      $collectionFilter: CollectionTypeFilterInput
      $collectionSort: CollectionSort
      $ltoProductFilter: SearchProductsFilter
      $ltoProductSort: ProductSort
      $menuFilter: MenuFilterInput
      $shippingTierFilter: ShippingTierFilterInput
    ) {
      getInitialData(storeId: $storeId, deviceType: $deviceType) {
        storeId
        settings {
          key
          value
        }
        store {
          ...StoreFields
        }
        menus(filter: $menuFilter) {
          ...MenuFields
          children {
            ...MenuFields
            children {
              ...MenuFields
            }
          }
        }
        shippingTiers(filter: $shippingTierFilter) {
          id
          storeId
          type
          coupons
          paymentType
          amount
          minOrderValue
          maxOrderValue
        }
        variantGroups {
          id
          label
          variantOptions {
            id
            label
          }
        }
        coupons(filter: { deviceType: $deviceType }) {
          ...CouponFields
        }
        ltoProducts(filter: $ltoProductFilter, sort: $ltoProductSort) {
          ...ProductCardFields
        }
        loyaltyRuleEngines {
          id
          storeId
          name
          description
          event
          enabled
          type
          minOrderValue
          maxCashbackAllowed
          cashbackPercentage
          expirePeriodInDays
          cashbackPoint
          couponName
          maxDebitableCashbackPerMonth
          maxCreditableCashbackPerMonth
          conditions {
            event
            attributes {
              key
              operator
              value
            }
          }
        }
        collections(filter: $collectionFilter, sort: $collectionSort) {
          id
          slug
          name
          title
          description
          priority
          imageUrl
          bannerUrl
          mWebBannerUrl
          defaultSorting
          isArchive
          showOutOfStockProducts
        }
      }
    }
  `,
  [StoreFields, MenuFields, CouponFields, ProductCardFields],
);
