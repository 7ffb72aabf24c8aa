import { pageHead, type HeadTags } from './headTags';

/** The not-found page (served with status 404): not listed. */
export const notFoundHead = (path: string): HeadTags =>
  pageHead({ title: 'Page not found', path, noindex: true });

/** A page with a title only (cart, checkout, account…), at its own address. */
export const simpleHead = (title: string, path: string, description?: string): HeadTags =>
  pageHead({ title, description, path });
