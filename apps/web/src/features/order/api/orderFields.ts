import { graphql } from '@/lib/graphql/graphql';

/** Everything the confirmation page and the checkout polling read from an order. */
export const OrderFields = graphql(`
  fragment OrderFields on Order {
    id
    code
    status
    paymentType
    shippingAddress {
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
    billingAddress {
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
`);
