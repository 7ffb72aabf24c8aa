import { readFileSync } from 'node:fs';
import { assertValidSchema, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildStorefrontSchema } from '../schema.js';
import { typeDefs } from '../generated/typeDefs.js';
import { extraOperations, storefrontOperations } from '../operations.js';

const sdl = readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8');

describe('storefront schema', () => {
  it('src/generated/typeDefs.ts is in sync with schema.graphql (run `pnpm codegen`)', () => {
    expect(typeDefs).toBe(sdl);
  });

  it('parses and validates', () => {
    expect(() => assertValidSchema(buildStorefrontSchema())).not.toThrow();
  });

  it.each([...storefrontOperations, ...extraOperations])(
    '$name → $kind root field $rootField exists',
    ({ kind, rootField }) => {
      const schema = buildStorefrontSchema();
      const root = kind === 'query' ? schema.getQueryType() : schema.getMutationType();
      expect(root && isObjectType(root) ? root.getFields()[rootField] : undefined).toBeDefined();
    },
  );

  it('every root field is reachable from an operation', () => {
    const schema = buildStorefrontSchema();
    const listed = new Set<string>(
      [...storefrontOperations, ...extraOperations].map((o) => o.rootField),
    );
    const roots = [schema.getQueryType(), schema.getMutationType()].flatMap((t) =>
      t ? Object.keys(t.getFields()) : [],
    );
    expect(roots.filter((f) => !listed.has(f))).toEqual([]);
  });

  it('lists all 34 spec 7 operation names once', () => {
    const names = storefrontOperations.map((o) => o.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toHaveLength(34);
  });
});
