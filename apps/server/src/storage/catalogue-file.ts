import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { catalogueEntryProblems } from '@haat/storefront-api/catalogue/checks';
import Assembler from 'stream-json/assembler.js';
import parser from 'stream-json/parser.js';
import { productTaxProblems, taxRegistrationProblems } from '@haat/storefront-backend';
import * as z from 'zod';

const entry = z.looseObject({});
const withId = z.looseObject({ id: z.string().min(1) });

/** Reports each problem a check names as an issue on its field (path split at dots). */
const issuesFrom =
  (check: (value: Record<string, unknown>) => readonly { field: string; message: string }[]) =>
  (value: Record<string, unknown>, context: z.RefinementCtx) => {
    for (const problem of check(value)) {
      context.addIssue({
        code: 'custom',
        path: problem.field.split('.'),
        message: problem.message,
      });
    }
  };

/**
 * The structure each entry of a catalogue file must have before it touches the database: the
 * store with its id, each product with an id, a slug and a title, and so on. The entities' own
 * fields are the contract's (`CatalogueSeed` of `@haat/storefront-api`), carried as they are.
 */
const ENTRY_SCHEMAS = {
  store: withId.superRefine(
    issuesFrom((store) => taxRegistrationProblems(store['taxRegistration'])),
  ),
  settings: z.object({ key: z.string(), value: z.string() }),
  menus: entry,
  collections: z.looseObject({ id: z.string().min(1), slug: z.string().min(1) }),
  products: z
    .looseObject({
      id: z.string().min(1),
      slug: z.string().min(1),
      title: z.string().min(1),
    })
    .superRefine(issuesFrom(productTaxProblems)),
  variantGroups: withId,
  coupons: z.looseObject({ id: z.string().min(1), code: z.string().min(1) }),
  shippingTiers: entry,
  loyaltyRuleEngines: entry,
  zipCodes: withId,
  faqs: z.looseObject({ productId: z.string() }),
  linkedProducts: z.looseObject({ productId: z.string() }),
  reviews: entry,
} as const;

/** A part of a catalogue file: the store, or one of its lists. */
export type CataloguePart = keyof typeof ENTRY_SCHEMAS;

/** The lists of a catalogue file (every part but the store). */
export const CATALOGUE_LISTS = Object.keys(ENTRY_SCHEMAS).filter(
  (part): part is Exclude<CataloguePart, 'store'> => part !== 'store',
);

/**
 * One entry of a catalogue file as read, in file order: the store, or an element of a list
 * (`index`: its place in that list).
 *
 * @example
 * const entry: CatalogueEntry = { part: 'products', index: 0, value: { id: 'p1', slug: 'p1', title: 'Serum' } };
 */
export interface CatalogueEntry {
  readonly part: CataloguePart;
  readonly index: number;
  readonly value: Record<string, unknown>;
}

/** A catalogue file's problem, named (what, where): nothing has been written. */
export class CatalogueFileError extends Error {}

const misfit = (problems: readonly string[]) =>
  new CatalogueFileError(
    `The catalogue file does not fit the catalogue format:\n  ${problems.join('\n  ')}`,
  );

/**
 * Checks one entry against its part's structure, and a coupon's or loyalty rule's fields
 * against the shop's rules (`catalogueEntryProblems`: a coupon's `buyXQuantity` / `getYQuantity`
 * of 0 or below, a loyalty rule that does not state `enabled`); throws a `CatalogueFileError`
 * naming the entry (`products.17.slug: …`, `coupons[3] (B0G1): …`).
 *
 * @example
 * checkedEntry({ part: 'products', index: 0, value }); // value, checked
 */
export function checkedEntry(found: CatalogueEntry): CatalogueEntry {
  const parsed = ENTRY_SCHEMAS[found.part].safeParse(found.value);
  if (parsed.success) {
    const refused = catalogueEntryProblems(found.part, found.index, found.value);
    if (refused.length === 0) return found;
    throw new CatalogueFileError(
      `The catalogue file has records to fix:\n  ${refused.join('\n  ')}`,
    );
  }
  const where = found.part === 'store' ? 'store' : `${found.part}.${found.index}`;
  throw misfit(
    parsed.error.issues.map((issue) => `${[where, ...issue.path].join('.')}: ${issue.message}`),
  );
}

const isPart = (key: string): key is CataloguePart => Object.hasOwn(ENTRY_SCHEMAS, key);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The entries of a catalogue in the sample shop's shape held in memory (`JSON.parse` of a small
 * file, or the sample shop itself), checked: the store first, then each list's elements.
 *
 * @example
 * for (const entry of catalogueEntries(sampleShop)) …
 */
export function* catalogueEntries(catalogue: object): Generator<CatalogueEntry> {
  const parts = catalogue as Record<string, unknown>;
  const missing = Object.keys(ENTRY_SCHEMAS).filter((part) => parts[part] === undefined);
  if (missing.length > 0) throw misfit(missing.map((part) => `${part}: missing`));
  for (const part of Object.keys(ENTRY_SCHEMAS).filter(isPart)) {
    const value = parts[part];
    if (part === 'store') {
      yield checkedEntry({ part, index: 0, value: isRecord(value) ? value : {} });
    } else if (!Array.isArray(value)) {
      throw misfit([`${part}: expected an array`]);
    } else {
      for (const [index, element] of value.entries()) {
        if (!isRecord(element)) throw misfit([`${part}.${index}: expected an object`]);
        yield checkedEntry({ part, index, value: element });
      }
    }
  }
}

/** A part's elements are objects: anything else there is named. */
const notAnObject = (part: CataloguePart, index: number) =>
  misfit([part === 'store' ? 'store: expected an object' : `${part}.${index}: expected an object`]);

/**
 * Reads a JSON file in the sample shop's shape as a stream of tokens (stream-json): each list
 * element (and the store) is assembled on its own, so no whole-file object graph is built and
 * nothing recurses with the file's size.
 */
async function* jsonEntries(path: string): AsyncGenerator<CatalogueEntry> {
  // Packed tokens only (whole keys, strings, numbers): what the assembler reads.
  const tokens = createReadStream(path).pipe(parser.asStream({ streamValues: false }));
  const seen = new Set<string>();
  // Containers open outside an element being assembled: 1 inside the file's object, 2 in a list.
  let depth = 0;
  let part: CataloguePart | null = null;
  let index = 0;
  let assembler: Assembler | null = null;
  const listing = () => depth === 2 && part !== null && part !== 'store';
  try {
    for await (const token of tokens as AsyncIterable<parser.Token>) {
      if (assembler) {
        assembler.consume(token);
        if (!assembler.done || !part) continue;
        const value: unknown = assembler.current;
        assembler = null;
        if (!isRecord(value)) throw notAnObject(part, index);
        yield checkedEntry({ part, index, value });
        index += 1;
        continue;
      }
      switch (token.name) {
        case 'startObject':
          if ((depth === 1 && part === 'store') || listing()) {
            assembler = new Assembler();
            assembler.consume(token);
          } else depth += 1;
          break;
        case 'startArray':
          if (depth === 0) throw misfit(['the file: expected an object']);
          if (depth === 1 && part === 'store') throw notAnObject(part, 0);
          if (listing() && part) throw notAnObject(part, index);
          depth += 1;
          break;
        case 'endObject':
        case 'endArray':
          depth -= 1;
          if (depth === 1) part = null;
          break;
        case 'keyValue':
          if (depth === 1) {
            const key = String(token.value);
            part = isPart(key) ? key : null;
            index = 0;
            if (part) seen.add(part);
          }
          break;
        default:
          if (depth === 0) throw misfit(['the file: expected an object']);
          if (depth === 1 && part)
            throw misfit([`${part}: expected ${part === 'store' ? 'an object' : 'an array'}`]);
          if (listing() && part) throw notAnObject(part, index);
      }
    }
  } catch (error) {
    if (error instanceof CatalogueFileError) throw error;
    throw new CatalogueFileError(`The catalogue file is not JSON: ${(error as Error).message}`, {
      cause: error,
    });
  }
  const missing = Object.keys(ENTRY_SCHEMAS).filter((key) => !seen.has(key));
  if (missing.length > 0) throw misfit(missing.map((key) => `${key}: missing`));
}

/**
 * Reads a JSON Lines file: one JSON object a line naming its part, `{"store": {...}}`,
 * `{"products": {...}}` (one product), `{"settings": {"key": …, "value": …}}` …; blank lines
 * are skipped. Lists a file leaves out are empty.
 */
async function* jsonLinesEntries(path: string): AsyncGenerator<CatalogueEntry> {
  const counts = new Map<CataloguePart, number>();
  let line = 0;
  for await (const text of createInterface({
    input: createReadStream(path),
    crlfDelay: Infinity,
  })) {
    line += 1;
    if (text.trim() === '') continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      throw new CatalogueFileError(
        `The catalogue file's line ${line} is not JSON: ${(error as Error).message}`,
      );
    }
    const keys = isRecord(parsed) ? Object.keys(parsed) : [];
    const [key] = keys;
    const value = key === undefined || !isRecord(parsed) ? undefined : parsed[key];
    if (keys.length !== 1 || key === undefined || !isPart(key) || !isRecord(value)) {
      throw misfit([
        `line ${line}: expected one of ${Object.keys(ENTRY_SCHEMAS).join(', ')} holding an object`,
      ]);
    }
    const index = counts.get(key) ?? 0;
    counts.set(key, index + 1);
    yield checkedEntry({ part: key, index, value });
  }
  if (!counts.has('store')) throw misfit(['store: missing']);
}

/**
 * The entries of a catalogue file, streamed (bounded memory whatever its size): a JSON file in
 * the sample shop's shape (`JSON.stringify(sampleShop)`; every list present), or, for a path
 * ending in `.jsonl` or `.ndjson`, JSON Lines (one `{"<part>": {...}}` a line). Each entry is
 * checked as it is read; a problem throws a `CatalogueFileError` naming it.
 *
 * @example
 * for await (const entry of readCatalogueFile('catalogue.jsonl')) …
 */
export function readCatalogueFile(path: string): AsyncGenerator<CatalogueEntry> {
  return /\.(jsonl|ndjson)$/i.test(path) ? jsonLinesEntries(path) : jsonEntries(path);
}
