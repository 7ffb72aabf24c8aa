import { buildStorefrontSchema } from '@haat/storefront-api';
import { parse, print, specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { webOperations } from '../../../test/web-documents.js';
import { GRAPHQL_LIMITS, limitRules } from '@haat/storefront-backend';

describe('GRAPHQL_LIMITS', () => {
  it("never refuse one of the web app's own operations", async () => {
    const documents = await webOperations();
    expect(documents.size).toBeGreaterThanOrEqual(25);
    const schema = buildStorefrontSchema();
    for (const [name, document] of documents) {
      const text = print(document);
      expect(text.length, name).toBeLessThan(GRAPHQL_LIMITS.queryLength);
      expect(() => parse(text, { maxTokens: GRAPHQL_LIMITS.tokens }), name).not.toThrow();
      const errors = validate(schema, document, [
        ...specifiedRules,
        ...limitRules(GRAPHQL_LIMITS, { introspection: false }),
      ]);
      expect(
        errors.map((error) => error.message),
        name,
      ).toEqual([]);
    }
  });
});
