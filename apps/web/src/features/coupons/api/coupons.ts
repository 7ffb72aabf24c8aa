import * as z from 'zod/mini';
import { env } from '@/lib/env';
import { gqlRequest } from '@/lib/graphql/client';
import { graphql } from '@/lib/graphql/graphql';
import { CouponSchema, type CouponData } from '@/lib/schemas/coupon';
import { CouponFields } from './couponFields';

export const GetCouponRuleDocument = graphql(
  `
    query GetCouponRule($code: String!, $storeId: ID!) {
      getCouponRule(code: $code, storeId: $storeId) {
        ...CouponFields
      }
    }
  `,
  [CouponFields],
);

export const GetCouponDocument = graphql(
  `
    query GetCoupon($code: String!) {
      getCoupon(code: $code) {
        ...CouponFields
      }
    }
  `,
  [CouponFields],
);

/**
 * A usable coupon by code (spec 7 GetCouponRule). Unknown, expired or archived codes reject with
 * the API's message ('Invalid Coupon').
 */
export async function fetchCouponRule(code: string, signal?: AbortSignal): Promise<CouponData> {
  const data = await gqlRequest(
    GetCouponRuleDocument,
    { code: code.trim(), storeId: env.storeId },
    signal ? { signal } : {},
  );
  return CouponSchema.parse(data.getCouponRule);
}

/**
 * The coupon as stored, archived and expired ones included (spec 7 GetCoupon): the cart's
 * validation uses it to tell whether the applied coupon is still valid. null when unknown.
 */
export async function fetchCoupon(code: string, signal?: AbortSignal): Promise<CouponData | null> {
  const data = await gqlRequest(GetCouponDocument, { code }, signal ? { signal } : {});
  return z.nullable(CouponSchema).parse(data.getCoupon);
}
