/**
 * The tracking event catalogue (spec 7 "Tracking events"). `name` is the event name pushed to the
 * tag-manager `dataLayer` and the server-side tracker; GA4's recommended names are used where one
 * exists. Item-bearing events are sent in GA4's ecommerce shape with currency INR and tax 0.
 *
 * | spec event                     | name                  | who sends it          |
 * |--------------------------------|-----------------------|-----------------------|
 * | view item                      | view_item             | product page          |
 * | add / remove cart              | add_to_cart / remove_from_cart | cart         |
 * | view cart                      | view_cart             | cart panel / page     |
 * | checkout started               | begin_checkout        | checkout              |
 * | proceed to checkout (login 0/1)| proceed_to_checkout   | cart                  |
 * | purchase (+ per-item events)   | purchase (+ purchase_item each) | order       |
 * | search                         | search                | search                |
 * | list viewed                    | view_item_list        | listings              |
 * | out of stock                   | out_of_stock          | cart validation       |
 * | price mismatch                 | price_mismatch        | cart validation       |
 * | auth signup / login / logout   | sign_up / login / logout | sign-in, account   |
 * | address added / selected       | address_added / address_selected | addresses  |
 * | payment info                   | add_payment_info      | checkout              |
 * | banner                         | banner_click          | home banners          |
 * | OTP requested                  | otp_requested         | sign-in               |
 * | category / tile / top navbar   | category_click / tile_click / top_navbar_click | browsing |
 * | home viewed                    | home_viewed           | app (route views)     |
 * | (route views)                  | page_view             | app                   |
 *
 * The spec lists "logout" twice (under auth and on its own): both are the one `logout` event.
 */

/** One product line as GA4 ecommerce expects it. Build it with `analyticsItem()`. */
export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  /** The variant's title (e.g. '50 ml'); `variant_id` carries its id. */
  item_variant?: string;
  variant_id?: string;
  item_category?: string;
  item_brand?: string;
  item_list_name?: string;
  index?: number;
  /** Unit price in rupees. */
  price: number;
  quantity: number;
}

interface WithItems {
  items: readonly AnalyticsItem[];
  /** Rupees; defaults to the items' price × quantity. */
  value?: number;
}

/** Payment choice names as the order carries them. */
export type AnalyticsPaymentType = 'COD' | 'PREPAID' | 'PPCOD';

export type EcommerceEvent =
  | ({ name: 'view_item' } & WithItems)
  | ({ name: 'add_to_cart' } & WithItems)
  | ({ name: 'remove_from_cart' } & WithItems)
  | ({ name: 'view_cart' } & WithItems)
  | ({ name: 'begin_checkout'; coupon?: string | null } & WithItems)
  | ({ name: 'proceed_to_checkout'; isLoggedIn: 0 | 1 } & WithItems)
  | ({ name: 'add_payment_info'; paymentType: AnalyticsPaymentType } & WithItems)
  | ({ name: 'view_item_list'; itemListId: string; itemListName: string } & WithItems)
  | ({
      name: 'purchase';
      transactionId: string;
      /** The order's grand total in rupees. */
      value: number;
      shipping?: number;
      coupon?: string | null;
      paymentType: AnalyticsPaymentType;
    } & WithItems);

export type PlainEvent =
  | { name: 'search'; searchTerm: string; resultsCount?: number }
  | {
      name: 'out_of_stock';
      productId: string;
      variantId: string | null;
      cartQty: number;
      inventoryQty: number;
    }
  | {
      name: 'price_mismatch';
      productId: string;
      variantId: string | null;
      cartPrice: number;
      currentPrice: number;
    }
  | { name: 'sign_up' | 'login' | 'logout'; method?: 'otp' }
  | { name: 'otp_requested'; isExistingUser?: boolean }
  | { name: 'address_added' | 'address_selected'; source: 'checkout' | 'account'; pincode?: string }
  | { name: 'banner_click'; bannerName: string; position?: number; link?: string | null }
  | { name: 'category_click'; categoryName: string; categoryId?: string; link?: string | null }
  | { name: 'tile_click'; tileName: string; position?: number; link?: string | null }
  | { name: 'top_navbar_click'; label: string; link?: string | null }
  | { name: 'home_viewed' }
  | { name: 'page_view'; pagePath: string; pageLocation: string; pageTitle?: string };

export type AnalyticsEvent = EcommerceEvent | PlainEvent;

export type AnalyticsEventName = AnalyticsEvent['name'];

/** Currency and tax every item-bearing event carries (spec 9 "Money and region"). */
export const ANALYTICS_CURRENCY = 'INR';
export const ANALYTICS_TAX = 0;

export const isEcommerceEvent = (event: AnalyticsEvent): event is EcommerceEvent =>
  'items' in event;
