import { describe, expect, it } from 'vitest';
import { NO_VARIANTS, SERUM } from './fixtures.js';
import { absolute, useContractTarget } from './harness.js';
import { postAdmin, staffTokenOf } from './admin-client.js';

const { gql, tokenFor } = useContractTarget();

const OWNER = '+919800000051';
const MANAGER = '+919800000052';
const PACKER = '+919800000053';
const SHOPPER = '9800000054';

const TICKET = `mutation Ticket($input: CreateProductImageUploadInput!) {
  createProductImageUpload(input: $input) { key uploadUrl headers { name value } expiresAt }
}`;
const UPDATE = `mutation UpdateProduct($input: UpdateProductInput!) {
  updateProduct(input: $input) { id imageKeys version }
}`;
const ADMIN_PRODUCT = `query AdminProduct($id: ID!) { adminProduct(id: $id) { imageKeys version } }`;
const SHOPPER_PRODUCT = `query P($id: ID!) { getProduct(id: $id) { images { imageKey width height position } } }`;
const AUDIT_LOG = `query AuditLog($filter: AuditLogFilter) {
  adminAuditLog(filter: $filter) { items { actor { kind } action targetType targetId after } }
}`;

/** A 1×1 PNG, as a browser would send it. */
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  (char) => char.charCodeAt(0),
);

interface Ticket {
  readonly key: string;
  readonly uploadUrl: string;
  readonly headers: readonly { name: string; value: string }[];
  readonly expiresAt: string;
}

type Role = 'owner' | 'manager' | 'packer';
const staffToken = (phone: string, role: Role) => staffTokenOf(tokenFor, phone, role);

async function ticket(token: string, input: Record<string, unknown>): Promise<Ticket> {
  const answer = await postAdmin<{ createProductImageUpload: Ticket }>(token, TICKET, { input });
  if (!answer.data?.createProductImageUpload) throw new Error(JSON.stringify(answer.errors));
  return answer.data.createProductImageUpload;
}

/** Sends the bytes to a ticket's URL with its headers; answers the HTTP status. */
async function send(slot: Ticket, body: Uint8Array<ArrayBuffer> = PNG): Promise<number> {
  const headers = Object.fromEntries(slot.headers.map(({ name, value }) => [name, value]));
  return (await fetch(absolute(slot.uploadUrl), { method: 'PUT', headers, body })).status;
}

const errorsOf = (answer: { errors?: readonly { message: string; extensions?: unknown }[] }) =>
  (answer.errors ?? []).map((error) => ({
    message: error.message,
    code: (error.extensions as { code?: string } | undefined)?.code,
  }));

describe('admin API: product images', () => {
  it('uploads an image with the review checks, adds it to the product and shows it to shoppers; both steps audited', async () => {
    const manager = await staffToken(MANAGER, 'manager');
    const before = await postAdmin<{ adminProduct: { imageKeys: string[]; version: number } }>(
      manager,
      ADMIN_PRODUCT,
      { id: NO_VARIANTS },
    );
    const kept = before.data?.adminProduct.imageKeys ?? [];
    const slot = await ticket(manager, {
      productId: NO_VARIANTS,
      contentType: 'image/png',
      size: PNG.length,
    });
    expect(slot.key).toMatch(/^products\/u-/);
    expect(slot.headers).toEqual([{ name: 'content-type', value: 'image/png' }]);
    // Before the bytes arrive the key is refused; content that is not a PNG is refused.
    const early = await postAdmin(manager, UPDATE, {
      input: { id: NO_VARIANTS, imageKeys: [slot.key, ...kept] },
    });
    expect(errorsOf(early)).toEqual([
      {
        message: `imageKeys: ${slot.key} is not an image of this product (new images need an upload).`,
        code: 'BAD_USER_INPUT',
      },
    ]);
    expect(await send(slot, new TextEncoder().encode('<svg onload="alert(1)"/>'))).toBe(415);
    expect(await send(slot)).toBe(200);
    expect(await send(slot, new Uint8Array([...PNG.slice(0, -1), 0]))).toBe(409); // once

    const added = await postAdmin<{ updateProduct: { imageKeys: string[] } }>(manager, UPDATE, {
      input: { id: NO_VARIANTS, imageKeys: [slot.key, ...kept] },
    });
    expect(errorsOf(added)).toEqual([]);
    expect(added.data?.updateProduct.imageKeys).toEqual([slot.key, ...kept]);
    const shown = await gql<{
      getProduct: { images: { imageKey: string; width: number; height: number }[] };
    }>(SHOPPER_PRODUCT, { id: NO_VARIANTS });
    expect(shown.data?.getProduct.images[0]).toMatchObject({
      imageKey: slot.key,
      width: 1,
      height: 1,
      position: 0,
    });
    const image = new URL(absolute(slot.uploadUrl));
    image.search = ''; // served where it was sent, without the secret
    const served = await fetch(image);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');

    const log = await postAdmin<{
      adminAuditLog: { items: { action: string; targetId: string; after: string }[] };
    }>(manager, AUDIT_LOG, { filter: { targetType: 'product', targetId: NO_VARIANTS } });
    const actions = (log.data?.adminAuditLog.items ?? []).map((item) => item.action);
    expect(actions).toEqual(expect.arrayContaining(['createProductImageUpload', 'updateProduct']));
    const issued = log.data?.adminAuditLog.items.find(
      (item) => item.action === 'createProductImageUpload',
    );
    expect(JSON.parse(issued?.after ?? '{}')).toEqual({
      key: slot.key,
      contentType: 'image/png',
      size: PNG.length,
    });
  });

  it("refuses a wrong type or size by name, and a key of another product's, never sent, or unknown", async () => {
    const owner = await staffToken(OWNER, 'owner');
    const base = { productId: NO_VARIANTS, contentType: 'image/png', size: PNG.length };
    for (const [input, message] of [
      [{ contentType: 'image/gif' }, 'contentType: Please upload a JPEG, PNG or WebP image.'],
      [{ size: 6 * 1024 * 1024 }, 'size: Images must be at most 5 MB.'],
      [{ size: 0 }, 'size: Images must be at most 5 MB.'],
    ] as const) {
      const refused = await postAdmin(owner, TICKET, { input: { ...base, ...input } });
      expect(refused.data).toBeNull();
      expect(errorsOf(refused)).toEqual([{ message, code: 'BAD_USER_INPUT' }]);
    }
    const unknown = await postAdmin(owner, TICKET, { input: { ...base, productId: 'nope' } });
    expect(errorsOf(unknown)).toEqual([
      { message: 'There is no product with this id.', code: 'NOT_FOUND' },
    ]);

    const serums = await ticket(owner, { ...base, productId: SERUM.id });
    expect(await send(serums)).toBe(200);
    const unsent = await ticket(owner, base);
    const before = await postAdmin<{ adminProduct: { imageKeys: string[]; version: number } }>(
      owner,
      ADMIN_PRODUCT,
      { id: NO_VARIANTS },
    );
    for (const key of [serums.key, unsent.key, 'products/u-00000000-0000-0000-0000-000000000000']) {
      const refused = await postAdmin(owner, UPDATE, {
        input: { id: NO_VARIANTS, imageKeys: [key] },
      });
      expect(errorsOf(refused)).toEqual([
        {
          message: `imageKeys: ${key} is not an image of this product (new images need an upload).`,
          code: 'BAD_USER_INPUT',
        },
      ]);
    }
    const after = await postAdmin(owner, ADMIN_PRODUCT, { id: NO_VARIANTS });
    expect(after.data).toEqual(before.data);
  });

  it('issues tickets to CATALOGUE_EDIT only: a packer, a shopper and an anonymous caller are refused', async () => {
    const packer = await staffToken(PACKER, 'packer');
    const shopper = await tokenFor(SHOPPER);
    const input = { productId: NO_VARIANTS, contentType: 'image/png', size: PNG.length };
    const asPacker = await postAdmin(packer, TICKET, { input });
    expect(errorsOf(asPacker)).toEqual([
      {
        message: 'Your role (packer) cannot do this: it needs CATALOGUE_EDIT.',
        code: 'FORBIDDEN',
      },
    ]);
    const asShopper = await postAdmin(shopper, TICKET, { input });
    expect(errorsOf(asShopper)).toEqual([
      { message: 'You are not staff of this shop.', code: 'FORBIDDEN' },
    ]);
    expect((await postAdmin(null, TICKET, { input })).status).toBe(401);
  });
});
