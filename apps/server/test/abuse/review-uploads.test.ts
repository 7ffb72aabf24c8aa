import { request } from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { CDN_DIR } from '@haat/sample-shop/cdn-files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, extraDocuments } from '@haat/storefront-backend/contract';
import { fixture } from '../../../../packages/storefront-backend/src/reviews/image-metadata/__tests__/fixtures.js';
import {
  CONTRACT_API_KEY,
  startContractServer,
  type ContractServer,
} from '../contract/contract-server.js';
import { freshPgliteDatabase } from '../support/pglite.js';

let server: ContractServer;
let token: string;
beforeAll(async () => {
  server = await startContractServer(await freshPgliteDatabase());
  token = await server.tokenFor('+919876543210');
}, 120_000);
afterAll(() => server.close());

const MB = 1024 * 1024;

/** A GraphQL call as the web app makes it, signed in as `as` (the default shopper). */
async function gql<T>(query: string, variables: object, as = token) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-api-key': CONTRACT_API_KEY,
      authorization: `Bearer ${as}`,
    },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data: T | null; errors?: { message: string }[] };
}

/** An upload slot for a review image, as the web app asks for one; its URL on the server. */
async function slot(input: { contentType: string; size: number }, as = token) {
  const body = await gql<{ createReviewImageUpload: { key: string; uploadUrl: string } }>(
    extraDocuments.createReviewImageUpload,
    { input: { productId: 'prd-vitamin-c-brightening-serum', fileName: 'a.png', ...input } },
    as,
  );
  const created = body.data?.createReviewImageUpload;
  return { body, key: created?.key ?? '', url: new URL(created?.uploadUrl ?? '', server.url) };
}

const put = (url: URL, bytes: Uint8Array<ArrayBuffer>, contentType = 'image/png') =>
  fetch(url, { method: 'PUT', headers: { 'content-type': contentType }, body: bytes });

/** The URL without its secret: what anyone who saw the image's address has. */
const withoutToken = (url: URL) => new URL(url.pathname, url);

const copy = (bytes: Uint8Array) => new Uint8Array(bytes);
const PNG = copy(fixture('exif-gps.png'));
const JPEG = copy(fixture('exif-gps.jpg'));
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Another picture of the same size: one byte of the PNG's image data changed. */
const OTHER_PNG = (() => {
  const bytes = copy(PNG);
  const idat = new TextDecoder('latin1').decode(bytes).indexOf('IDAT');
  bytes[idat + 6] = (bytes[idat + 6] ?? 0) ^ 0xff;
  return bytes;
})();

describe('review image uploads', () => {
  it('refuses SVG and anything over 5 MB when the slot is asked for', async () => {
    expect((await slot({ contentType: 'image/svg+xml', size: 100 })).body.errors).toHaveLength(1);
    expect((await slot({ contentType: 'image/png', size: 5 * MB + 1 })).body.errors).toHaveLength(
      1,
    );
  });

  it('takes the image the slot allows and serves it back without its metadata, never sniffed', async () => {
    const { url } = await slot({ contentType: 'image/jpeg', size: JPEG.length });
    expect((await put(url, JPEG, 'image/jpeg')).status).toBe(200);
    const served = await fetch(withoutToken(url));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = new Uint8Array(await served.arrayBuffer());
    expect(bytes.length).toBeLessThan(JPEG.length);
    const text = new TextDecoder('latin1').decode(bytes);
    for (const word of ['GPS', 'HaatPhone', 'Asha Rao', 'xmpmeta'])
      expect(text).not.toContain(word);
  });

  it('takes one upload, from the holder of its URL: a second PUT, or one without the secret, changes nothing', async () => {
    const { url, key } = await slot({ contentType: 'image/png', size: PNG.length });
    const anonymous = await put(withoutToken(url), PNG);
    expect(anonymous.status).toBe(403);
    expect(await anonymous.text()).toBe('Upload URL expired or unknown');
    expect((await put(url, PNG)).status).toBe(200);
    const first = await (await fetch(withoutToken(url))).arrayBuffer();

    const review = await gql<{ createReview: { images: string[] } }>(documents.createReview, {
      input: {
        idempotencyKey: crypto.randomUUID(),
        productId: 'prd-vitamin-c-brightening-serum',
        rating: 5,
        images: [key],
      },
    });
    expect(review.errors).toBeUndefined();
    // After the review is published: anonymous PUTs are refused, and so are other bytes from
    // its owner (the same image again is a retry, answered as the first).
    expect((await put(withoutToken(url), OTHER_PNG)).status).toBe(403);
    expect((await put(url, PNG)).status).toBe(200);
    const again = await put(url, OTHER_PNG);
    expect(again.status).toBe(409);
    expect(await again.text()).toBe('This upload URL was used already: ask for a new one');
    expect(await (await fetch(withoutToken(url))).arrayBuffer()).toEqual(first);
  });

  it('refuses an SVG or HTML page declared as a PNG, and serves nothing', async () => {
    const pages = [
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.cookie)"/>',
      '<!doctype html><script>alert(document.cookie)</script>',
    ];
    for (const page of pages) {
      const bytes = new TextEncoder().encode(page);
      const { url } = await slot({ contentType: 'image/png', size: bytes.length });
      const refused = await put(url, bytes);
      expect(refused.status).toBe(415);
      expect(await refused.text()).toBe('File content does not match its type (image/png)');
      expect((await fetch(withoutToken(url))).status).toBe(404);
    }
  });

  it('refuses a body larger than its slot, and one over 5 MB before reading it', async () => {
    const { url } = await slot({ contentType: 'image/png', size: 10 });
    const larger = await put(url, new Uint8Array([...PNG_SIGNATURE, 0, 0, 0]));
    expect(larger.status).toBe(413);
    expect(await larger.text()).toBe('File size does not match the upload');
    const huge = await put(url, new Uint8Array(5 * MB + 1));
    expect(huge.status).toBe(413);
  });

  it('caps the slots one shopper holds outside a review at 10', async () => {
    const other = await server.tokenFor('+919876543299');
    for (let i = 0; i < 10; i += 1) {
      expect(
        (await slot({ contentType: 'image/png', size: 100 }, other)).body.errors,
      ).toBeUndefined();
    }
    const refused = await slot({ contentType: 'image/png', size: 100 }, other);
    expect(refused.body.errors?.[0]?.message).toBe(
      'You have 10 images waiting to be added to a review. Post your review first, or try again tomorrow.',
    );
  });
});

/** A GET with the path sent exactly as written (no client-side `..` clean-up). */
function rawPath(path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    request({ host: hostname, port, path }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('latin1'),
        }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

describe('/cdn reads only pictures of its own pattern', () => {
  let outside: string;
  let from: string;
  beforeAll(async () => {
    outside = await mkdtemp(join(tmpdir(), 'haat-cdn-'));
    await writeFile(join(outside, 'secret-400.webp'), 'NOT A PICTURE: a file outside the CDN');
    from = relative(CDN_DIR, join(outside, 'secret-400.webp'));
  });
  afterAll(() => rm(outside, { recursive: true, force: true }));

  it('serves a generated picture', async () => {
    expect((await rawPath('/cdn/products/neem-tea-tree-face-wash-1-400.webp')).status).toBe(200);
  });

  it.each([
    ['raw ..', (path: string) => `/cdn/products/${path}`],
    ['raw .. from the root', (path: string) => `/cdn/${path}`],
    ['percent-encoded dots', (path: string) => `/cdn/${path.replaceAll('.', '%2e')}`],
    ['percent-encoded slashes', (path: string) => `/cdn/${path.replaceAll('/', '%2f')}`],
    ['percent-encoded both', (path: string) => `/cdn/${encodeURIComponent(path)}`],
  ])('never reads a file outside the picture folder (%s)', async (_name, pathOf) => {
    const answer = await rawPath(pathOf(from));
    expect(answer.body).not.toContain('outside the CDN');
    expect([400, 404]).toContain(answer.status);
  });
});
