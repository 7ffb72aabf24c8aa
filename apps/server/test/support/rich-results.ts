/**
 * What Google's Rich Results Test reports as missing or invalid in JSON-LD, for the types the shop
 * writes, from the documented required properties (developers.google.com/search/docs/appearance/
 * structured-data: merchant listing and product snippet for Product, breadcrumb, organization,
 * sitelinks search box). An empty list: the item is eligible. Recommended properties the brief
 * asks for (an Offer's availability) are checked as required.
 */
type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim().length > 0;
const isAbsoluteUrl = (value: unknown): boolean => {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);
const number = (value: unknown): number =>
  typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;

const AVAILABILITY =
  /^https?:\/\/schema\.org\/(InStock|OutOfStock|PreOrder|BackOrder|Discontinued|InStoreOnly|LimitedAvailability|OnlineOnly|PreSale|SoldOut)$/;

function offerProblems(offer: unknown, at: string): string[] {
  if (!isRecord(offer)) return [`${at} is not an object`];
  const problems: string[] = [];
  if (offer['@type'] === 'AggregateOffer') {
    if (!(number(offer['lowPrice']) > 0)) problems.push(`${at}.lowPrice missing`);
  } else {
    if (offer['@type'] !== 'Offer') problems.push(`${at}.@type is not Offer`);
    if (!(number(offer['price']) > 0)) problems.push(`${at}.price is not a price above 0`);
  }
  if (typeof offer['priceCurrency'] !== 'string' || !/^[A-Z]{3}$/.test(offer['priceCurrency'])) {
    problems.push(`${at}.priceCurrency is not an ISO 4217 code`);
  }
  if (typeof offer['availability'] !== 'string' || !AVAILABILITY.test(offer['availability'])) {
    problems.push(`${at}.availability is not a schema.org ItemAvailability`);
  }
  return problems;
}

function ratingProblems(rating: unknown): string[] {
  if (!isRecord(rating)) return ['aggregateRating is not an object'];
  const problems: string[] = [];
  const value = number(rating['ratingValue']);
  const best = rating['bestRating'] === undefined ? 5 : number(rating['bestRating']);
  const worst = rating['worstRating'] === undefined ? 1 : number(rating['worstRating']);
  if (!(value >= worst && value <= best)) problems.push('aggregateRating.ratingValue out of range');
  const count = number(rating['reviewCount'] ?? rating['ratingCount']);
  if (!(Number.isInteger(count) && count > 0)) {
    problems.push('aggregateRating needs reviewCount or ratingCount above 0');
  }
  return problems;
}

function productProblems(item: Json): string[] {
  const problems: string[] = [];
  if (!isText(item['name'])) problems.push('name missing');
  const images = asList(item['image']);
  if (images.length === 0 || !images.every(isAbsoluteUrl)) {
    problems.push('image missing or not absolute URLs');
  }
  const offers = item['offers'] === undefined ? [] : asList(item['offers']);
  if (offers.length === 0) problems.push('offers missing');
  offers.forEach((offer, index) => problems.push(...offerProblems(offer, `offers[${index}]`)));
  if (item['aggregateRating'] !== undefined)
    problems.push(...ratingProblems(item['aggregateRating']));
  if (item['url'] !== undefined && !isAbsoluteUrl(item['url'])) problems.push('url not absolute');
  return problems;
}

function breadcrumbProblems(item: Json): string[] {
  const list = item['itemListElement'];
  if (!Array.isArray(list) || list.length === 0) return ['itemListElement missing'];
  return list.flatMap((entry, index) => {
    if (!isRecord(entry)) return [`itemListElement[${index}] is not an object`];
    const problems: string[] = [];
    if (entry['@type'] !== 'ListItem') problems.push(`itemListElement[${index}] is not a ListItem`);
    if (entry['position'] !== index + 1) problems.push(`itemListElement[${index}].position`);
    if (!isText(entry['name'])) problems.push(`itemListElement[${index}].name missing`);
    const last = index === list.length - 1;
    if (!(last && entry['item'] === undefined) && !isAbsoluteUrl(entry['item'])) {
      problems.push(`itemListElement[${index}].item not an absolute URL`);
    }
    return problems;
  });
}

function organizationProblems(item: Json): string[] {
  const problems: string[] = [];
  if (!isAbsoluteUrl(item['url'])) problems.push('url missing');
  if (!isText(item['name'])) problems.push('name missing');
  if (item['logo'] !== undefined && !isAbsoluteUrl(item['logo'])) problems.push('logo not a URL');
  return problems;
}

function webSiteProblems(item: Json): string[] {
  const problems: string[] = [];
  if (!isAbsoluteUrl(item['url'])) problems.push('url missing');
  const action = item['potentialAction'];
  if (!isRecord(action) || action['@type'] !== 'SearchAction')
    return [...problems, 'SearchAction missing'];
  const target = action['target'];
  const template = isRecord(target) ? target['urlTemplate'] : target;
  if (typeof template !== 'string' || !template.includes('{search_term_string}')) {
    problems.push('SearchAction target has no {search_term_string}');
  }
  if (action['query-input'] !== 'required name=search_term_string') {
    problems.push('SearchAction query-input');
  }
  return problems;
}

const CHECKS: Readonly<Record<string, (item: Json) => string[]>> = {
  Product: productProblems,
  BreadcrumbList: breadcrumbProblems,
  Organization: organizationProblems,
  WebSite: webSiteProblems,
};

/**
 * The problems of one JSON-LD item (`@context` schema.org, a known `@type`).
 *
 * @example
 * richResultProblems({ '@context': 'https://schema.org', '@type': 'Product', name: 'Serum' });
 * // ['image missing or not absolute URLs', 'offers missing']
 */
export function richResultProblems(item: Record<string, unknown>): string[] {
  if (item['@context'] !== 'https://schema.org') return ['@context is not https://schema.org'];
  const type = item['@type'];
  const check = typeof type === 'string' ? CHECKS[type] : undefined;
  return check ? check(item) : [`unknown @type ${String(type)}`];
}
