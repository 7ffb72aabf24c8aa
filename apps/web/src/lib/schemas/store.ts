import * as z from 'zod/mini';

const DeviceType = z.enum(['WEB', 'MOBILE', 'ADMIN', 'ALL']);

export const BannerSchema = z.object({
  webKey: z.nullish(z.string()),
  mobileKey: z.nullish(z.string()),
  link: z.nullish(z.string()),
  name: z.nullish(z.string()),
  isArchive: z.nullish(z.boolean()),
  priority: z.nullish(z.number()),
  deviceType: z.nullish(DeviceType),
});

export const AnnouncementSchema = z.object({
  label: z.string(),
  link: z.nullish(z.string()),
  color: z.nullish(z.string()),
  textColor: z.nullish(z.string()),
  deviceType: z.nullish(DeviceType),
  isArchive: z.nullish(z.boolean()),
});

export const SocialLinksSchema = z.object({
  instagram: z.nullish(z.string()),
  facebook: z.nullish(z.string()),
  twitter: z.nullish(z.string()),
  youtube: z.nullish(z.string()),
  pinterest: z.nullish(z.string()),
});

/** The store (spec 3 "Store"), as getStore answers it. */
export const StoreSchema = z.object({
  id: z.string(),
  name: z.string(),
  title: z.nullish(z.string()),
  description: z.nullish(z.string()),
  isActive: z.nullish(z.boolean()),
  webUrl: z.nullish(z.string()),
  trackingUrl: z.nullish(z.string()),
  imageUrl: z.nullish(z.string()),
  darkImageUrl: z.nullish(z.string()),
  banners: z.optional(z.array(BannerSchema)),
  announcements: z.optional(z.array(AnnouncementSchema)),
  socialLinks: z.nullish(SocialLinksSchema),
});

export type Store = z.infer<typeof StoreSchema>;
export type Banner = z.infer<typeof BannerSchema>;
export type Announcement = z.infer<typeof AnnouncementSchema>;
