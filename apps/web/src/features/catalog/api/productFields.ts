import { graphql } from '@/lib/graphql/graphql';

/** The fields of a picture (parsed by `ImageSchema`). */
export const ImageFields = graphql(`
  fragment ImageFields on Image {
    id
    position
    alt
    width
    height
    imageKey
    isThumb
  }
`);

/**
 * The product fields cards, listings and the cart use (parsed by `ProductSchema`): every variant
 * (the card picks the sellable one) and the first two pictures.
 */
export const ProductCardFields = graphql(
  `
    fragment ProductCardFields on Product {
      id
      title
      slug
      status
      collections
      vendor
      minimumOrderQuantity
      maximumOrderQuantity
      category {
        id
        name
        slug
      }
      subCategory {
        id
        name
        slug
      }
      isFeatured
      price
      listingPrice
      sku
      tags
      inventory
      blockedInventory
      continueSellingOutOfStock
      isInventoryEnabled
      hasVarient
      rating
      totalRatings
      thumbImages
      totalOrders
      recommended
      recommendPriority
      recommendPrice
      imageUrl
      availability
      variantGroups {
        variantGroupId
        variantGroupOptionIds
      }
      variants {
        id
        productId
        title
        minimumOrderQuantity
        maximumOrderQuantity
        price
        listingPrice
        sku
        position
        imageUrl
        inventory
        blockedInventory
        status
        productVariantOptionIds {
          variantGroupId
          variantGroupOptionId
        }
        thumbImage
      }
      images(limit: 2) {
        ...ImageFields
      }
    }
  `,
  [ImageFields],
);
