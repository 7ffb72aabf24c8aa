import { describe, expect, it } from 'vitest';
import { STORE_ID, useContractTarget } from './harness.js';

const { gql } = useContractTarget();

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
