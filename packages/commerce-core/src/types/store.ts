import type { Maybe } from './common.js';

/**
 * Store banner (spec 3 "Store").
 *
 * @example
 * const banner: Banner = { name: 'Monsoon sale', isArchive: false, priority: 1 };
 */
export interface Banner {
  readonly webKey?: Maybe<string>;
  readonly mobileKey?: Maybe<string>;
  readonly link?: Maybe<string>;
  readonly name?: Maybe<string>;
  readonly isArchive?: Maybe<boolean>;
  readonly priority?: Maybe<number>;
  readonly deviceType?: Maybe<string>;
}

/**
 * Store announcement (spec 3 "Store").
 *
 * @example
 * const note: Announcement = { label: 'Free shipping over ₹499', isArchive: false };
 */
export interface Announcement {
  readonly label?: Maybe<string>;
  readonly link?: Maybe<string>;
  readonly color?: Maybe<string>;
  readonly textColor?: Maybe<string>;
  readonly deviceType?: Maybe<string>;
  readonly isArchive?: Maybe<boolean>;
}
