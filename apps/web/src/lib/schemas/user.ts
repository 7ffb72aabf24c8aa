import * as z from 'zod/mini';

/** The signed-in shopper's profile (spec 3 "User"), as getUser answers it. */
export const UserSchema = z.object({
  id: z.string(),
  firstName: z.nullish(z.string()),
  lastName: z.nullish(z.string()),
  email: z.nullish(z.string()),
  phone: z.string(),
  gender: z.nullish(z.string()),
  dob: z.nullish(z.string()),
  totalOrders: z.optional(z.number()),
  isActive: z.optional(z.boolean()),
  authProvider: z.nullish(z.string()),
  isAdmin: z.optional(z.boolean()),
  profilePhotoUrl: z.nullish(z.string()),
  emailVerified: z.optional(z.boolean()),
  phoneVerified: z.optional(z.boolean()),
  isCognitoConfirmed: z.optional(z.boolean()),
  createdAt: z.optional(z.string()),
  totalRewards: z.optional(z.number()),
});

export type User = z.infer<typeof UserSchema>;

/** ensureUserAndDispatchOTP's answer: whether the phone has signed in before, and the code rules. */
export const OtpDispatchSchema = z.object({
  isExistingUser: z.boolean(),
  codeLength: z.number(),
  expiresInSeconds: z.number(),
  resendAfterSeconds: z.number(),
  sendsLeft: z.number(),
});

export type OtpDispatch = z.infer<typeof OtpDispatchSchema>;

/**
 * verifyCustomOTP's answer: a wrong code gives isVerified false, a message and attemptsLeft; a
 * right one the single-use sign-in ticket the user pool takes as the challenge answer.
 */
export const OtpVerifySchema = z.object({
  isVerified: z.boolean(),
  message: z.nullish(z.string()),
  attemptsLeft: z.number(),
  signInTicket: z.nullish(z.string()),
});

export type OtpVerify = z.infer<typeof OtpVerifySchema>;
