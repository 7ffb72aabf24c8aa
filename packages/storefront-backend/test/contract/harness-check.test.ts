import { describe, expect, it } from 'vitest';
import { STORE_ID, useMockServer } from './harness.js';

const { gql } = useMockServer();

describe('harness', () => {
  it('answers getStore', async () => {
    const answer = await gql<{ getStore: { id: string; name: string } }>(
      'query getStore($id: ID!) { getStore(id: $id, deviceType: WEB) { id name } }',
      { id: STORE_ID },
    );
    expect(answer.errors).toEqual([]);
    expect(answer.data?.getStore.id).toBe(STORE_ID);
  });
});
