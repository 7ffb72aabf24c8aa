import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, it, expect } from 'vitest';
import { imageHandlers } from '../handlers/images.js';

describe('imageHandlers', () => {
  const server = setupServer(
    ...imageHandlers('https://cdn.haat.test', { filesBase: 'http://localhost:5173/cdn' }),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  const get = (path: string) => fetch(`https://cdn.haat.test/${path}`, { redirect: 'manual' });

  it('redirects a key to the generated file of the nearest width', async () => {
    const response = await get('products/vitamin-c-brightening-serum-1?w=400&q=80&fm=webp');
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(
      'http://localhost:5173/cdn/products/vitamin-c-brightening-serum-1-400.webp',
    );
  });

  it('answers 404 for unknown keys and 400 for bad parameters', async () => {
    expect((await get('products/no-such-product-1?w=400')).status).toBe(404);
    expect((await get('products/vitamin-c-brightening-serum-1?fm=avif')).status).toBe(400);
  });
});
