import { graphql } from '@/lib/graphql/graphql';

const OrderAddressFields = graphql(`
  fragment OrderAddressFields on OrderAddress {
    name
    phone
    email
    country
    state
    city
    pinCode
    landmark
    address
    location
    area
  }
`);

/** Everything the confirmation page and the checkout polling read from an order. */
export const OrderFields = graphql(
  `
    fragment OrderFields on Order {
      id
      code
      userId
      status
      paymentType
      shippingAddress {
        ...OrderAddressFields
      }
      billingAddress {
        ...OrderAddressFields
      }
      products {
        productId
        variantId
        sku
        title
        variantTitle
        imageKey
        quantity
        cancelledQuantity
        price
        listingPrice
        source
        status
      }
      itemTotal
      listingTotal
      couponDiscount
      couponCode
      totalAmount
      totalDiscount
      totalStoreCredit
      totalCashOnDeliveryCharges
      totalPrepaidAmount
      totalCodAmount
      totalShippingCharges
      prepaidDiscount
      cashbackEarned
      appliedRewardPoints
      ppcod {
        prepaidAmount
        codAmount
      }
      orderDate
      createdAt
    }
  `,
  [OrderAddressFields],
);
