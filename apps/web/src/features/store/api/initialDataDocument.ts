import { graphql } from '@/lib/graphql/graphql';
import { CollectionFields } from '@/features/catalog/api/collections';
import { ProductCardFields } from '@/features/catalog/api/productFields';
import { CouponFields } from '@/features/coupons/api/couponFields';
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
          ...CollectionFields
        }
      }
    }
  `,
  [StoreFields, MenuFields, CouponFields, ProductCardFields, CollectionFields],
);
