import type { Product } from '@haat/storefront-api/catalogue';
import { auditEntry } from '../audit/audit-entry.js';
import type { ShopCatalogue } from '../deps.js';
import type { Clock } from '../ports/clock.js';
import type { IdSource } from '../ports/ids.js';
import type { Repositories, Storage } from '../ports/storage.js';
import type { AuditActor } from '../ports/storage/audit.js';
import { productSnapshot } from './product-snapshot.js';

/** The I/O a product edit needs (a subset of BackendDeps). */
export interface ProductEditDeps {
  readonly storage: Storage<ShopCatalogue>;
  readonly clock: Clock;
  readonly ids: IdSource;
}

/**
 * What an edit makes of the stored product (null: a new one), at `at` (epoch ms): the product
 * to write, or the problem with the request as staff read it (BAD_USER_INPUT).
 */
export type ProductChange = (current: Product | null, at: number) => Product | string;

/**
 * What a product edit did: the product written and its new version, or why nothing was written
 * (a message fit to show staff).
 *
 * @example
 * const refused: ProductEdit = { ok: false, reason: 'conflict', message: PRODUCT_CONFLICT };
 */
export type ProductEdit =
  | { readonly ok: true; readonly product: Product; readonly version: number }
  | {
      readonly ok: false;
      readonly reason: 'bad-input' | 'not-found' | 'conflict';
      readonly message: string;
    };

/** What staff read when someone else changed the product since they read it. */
export const PRODUCT_CONFLICT = 'Someone else changed this product; reload it.';

/** A refusal of `alongside`: rolls the edit's transaction back (caught by `editProduct`). */
class AlongsideRefused extends Error {}

/** Tries of an edit that names no version, each over a fresh read (another write came between). */
const TRIES = 3;

type Attempt = ProductEdit | 'again';

/**
 * Writes a staff edit of one product through the live catalogue's write port, with its audit
 * entry (the product before and after, as staff see it) in the same transaction: either both
 * are committed or neither. The change is applied to the product read in the transaction and
 * written only over the version read (`updateProduct`'s check under the row's lock), so a
 * concurrent edit is never overwritten: with `expectedVersion` the caller's version must also
 * be the stored one (else `conflict`); without it the edit is tried again over a fresh read.
 * `productId` null creates a product (the change's product names its new id).
 *
 * @example
 * const edit = await editProduct(deps, actor, { action: 'updateProduct', productId: 'p1',
 *   expectedVersion: 3, change: (current) => (current ? { ...current, price: 449 } : 'gone') });
 */
export async function editProduct(
  deps: ProductEditDeps,
  actor: AuditActor,
  request: {
    readonly action: string;
    readonly productId: string | null;
    readonly expectedVersion?: number | null | undefined;
    readonly change: ProductChange;
    /**
     * What else the written product needs, in the same transaction (a product's image
     * uploads kept: `uploads.attachToProduct`): null when done, else the problem, and then
     * nothing at all is written.
     */
    readonly alongside?: (
      repos: Repositories<ShopCatalogue>,
      product: Product,
      at: number,
    ) => Promise<string | null>;
  },
): Promise<ProductEdit> {
  for (let attempt = 1; ; attempt += 1) {
    const outcome = await attemptEdit(deps, actor, request).catch((error: unknown) => {
      if (error instanceof AlongsideRefused) {
        return { ok: false, reason: 'bad-input', message: error.message } as const;
      }
      throw error;
    });
    if (outcome !== 'again') return outcome;
    if (attempt >= TRIES) return { ok: false, reason: 'conflict', message: PRODUCT_CONFLICT };
  }
}

async function attemptEdit(
  deps: ProductEditDeps,
  actor: AuditActor,
  request: Parameters<typeof editProduct>[2],
): Promise<Attempt> {
  const at = deps.clock.now();
  const { productId, expectedVersion } = request;
  return deps.storage.transaction(async (repos): Promise<Attempt> => {
    // The document and its version from one stored row: the write's check then refuses any
    // pair another write has passed since, so a newer product is never written over.
    const found = productId === null ? null : await repos.catalogue.versionedProduct(productId);
    if (productId !== null && found === null) {
      return { ok: false, reason: 'not-found', message: 'There is no product with this id.' };
    }
    const current = found?.product ?? null;
    const version = found?.version ?? null;
    if (expectedVersion != null && expectedVersion !== version) {
      return { ok: false, reason: 'conflict', message: PRODUCT_CONFLICT };
    }
    const next = request.change(current, at);
    if (typeof next === 'string') return { ok: false, reason: 'bad-input', message: next };
    const written = await writeProductEdit(repos, deps.ids, actor, {
      action: request.action,
      at,
      current,
      next,
      version,
    });
    if (written === 'conflict') {
      return expectedVersion == null && productId !== null
        ? 'again'
        : { ok: false, reason: 'conflict', message: PRODUCT_CONFLICT };
    }
    if (!written.ok) return written;
    const problem = request.alongside ? await request.alongside(repos, next, at) : null;
    // Thrown, so the transaction rolls the product's write and its audit entry back.
    if (problem !== null) throw new AlongsideRefused(problem);
    return written;
  });
}

/**
 * Writes `next` over the stored product of `version` (null: a new product) through the live
 * catalogue's write port, with its audit entry (the product before and after), inside the
 * caller's transaction: the product written, a `bad-input` refusal when its slug is another
 * product's, or `conflict` when the stored product is no longer of `version` (nothing written).
 *
 * @example
 * const written = await writeProductEdit(repos, deps.ids, actor,
 *   { action: 'importProductsCsv', at, current, next, version: 3 });
 */
export async function writeProductEdit(
  repos: Repositories<ShopCatalogue>,
  ids: IdSource,
  actor: AuditActor,
  edit: {
    readonly action: string;
    readonly at: number;
    readonly current: Product | null;
    readonly next: Product;
    readonly version: number | null;
  },
): Promise<ProductEdit | 'conflict'> {
  const { current, next } = edit;
  const written = await repos.catalogue.updateProduct(next, edit.version);
  if (!written.ok && written.reason === 'slug-taken') {
    return {
      ok: false,
      reason: 'bad-input',
      message: `slug ${next.slug} is already used by another product.`,
    };
  }
  if (!written.ok) return 'conflict';
  await repos.audit.append(
    auditEntry(ids, edit.at, {
      actor,
      action: edit.action,
      targetType: 'product',
      targetId: next.id,
      before: current ? productSnapshot(current) : null,
      after: productSnapshot(next),
    }),
  );
  return { ok: true, product: next, version: written.version };
}
