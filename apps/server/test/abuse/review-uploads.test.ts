import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extraDocuments } from '@haat/storefront-backend/contract';
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

/** An upload slot for a review image, as the web app asks for one; its URL on the server. */
async function slot(input: { contentType: string; size: number }) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-api-key': CONTRACT_API_KEY,
      authorization: `Bearer ${token}`,
    },
    body: JSON.stringify({
      query: extraDocuments.createReviewImageUpload,
      variables: {
        input: { productId: 'prd-vitamin-c-brightening-serum', fileName: 'a.png', ...input },
      },
    }),
  });
  const body = (await response.json()) as {
    data: { createReviewImageUpload: { uploadUrl: string } } | null;
    errors?: { message: string }[];
  };
  return { body, url: new URL(body.data?.createReviewImageUpload.uploadUrl ?? '', server.url) };
}

const put = (url: URL, bytes: Uint8Array<ArrayBuffer>, contentType = 'image/png') =>
  fetch(url, { method: 'PUT', headers: { 'content-type': contentType }, body: bytes });

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('review image uploads', () => {
  it('refuses SVG and anything over 5 MB when the slot is asked for', async () => {
    expect((await slot({ contentType: 'image/svg+xml', size: 100 })).body.errors).toHaveLength(1);
    expect(
      (await slot({ contentType: 'image/png', size: 5 * 1024 * 1024 + 1 })).body.errors,
    ).toHaveLength(1);
  });

  it('takes the bytes the slot allows and serves them back as an image, never sniffed', async () => {
    const bytes = new Uint8Array([...PNG_SIGNATURE, 0, 0, 0, 0x0d]);
    const { url } = await slot({ contentType: 'image/png', size: bytes.length });
    expect((await put(url, bytes)).status).toBe(200);
    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
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
      expect((await fetch(url)).status).toBe(404);
    }
  });

  it('refuses a body larger than its slot, and one over 5 MB before reading it', async () => {
    const { url } = await slot({ contentType: 'image/png', size: 10 });
    const larger = await put(url, new Uint8Array([...PNG_SIGNATURE, 0, 0, 0]));
    expect(larger.status).toBe(413);
    expect(await larger.text()).toBe('File size does not match the upload');
    const huge = await put(url, new Uint8Array(5 * 1024 * 1024 + 1));
    expect(huge.status).toBe(413);
  });
});
