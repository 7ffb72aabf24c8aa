import { buildStorefrontSchema, extraOperations, storefrontOperations } from '@haat/storefront-api';
import { Kind, parse, validate, type OperationDefinitionNode } from 'graphql';
import { GraphQLHandler } from 'msw';
import { expect, it } from 'vitest';
import { createHandlers } from '../node.js';
import { documents, extraDocuments } from './documents.js';
import { describeInside, TEST_CONFIG } from './harness.js';

const schema = buildStorefrontSchema();
const handlers = createHandlers(TEST_CONFIG).filter(
  (handler): handler is GraphQLHandler => handler instanceof GraphQLHandler,
);
const nameOf = (handler: GraphQLHandler): string =>
  typeof handler.info.operationName === 'string' ? handler.info.operationName : '';
const allDocuments: Record<string, string> = { ...documents, ...extraDocuments };

const operationOf = (source: string): OperationDefinitionNode => {
  const definition = parse(source).definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (definition?.kind !== Kind.OPERATION_DEFINITION) throw new Error('no operation');
  return definition;
};

// Inside: tests the mock host itself.
describeInside('every spec 7 operation is covered', () => {
  it.each([...storefrontOperations, ...extraOperations])(
    '$name has one $kind handler, an SDL root field and a valid sample document',
    ({ name, kind, rootField }) => {
      const matching = handlers.filter(
        (h) => nameOf(h) === name && String(h.info.operationType) === kind,
      );
      expect(matching).toHaveLength(1);
      const root = kind === 'query' ? schema.getQueryType() : schema.getMutationType();
      expect(root?.getFields()[rootField]).toBeDefined();
      const source = allDocuments[name];
      expect(source).toBeDefined();
      const document = parse(source ?? '');
      expect(validate(schema, document)).toEqual([]);
      const operation = operationOf(source ?? '');
      expect(operation.name?.value).toBe(name);
      expect(operation.operation).toBe(kind);
      const selection = operation.selectionSet.selections[0];
      expect(selection?.kind === Kind.FIELD ? selection.name.value : null).toBe(rootField);
    },
  );

  it('registers no handler for an operation the contract does not name', () => {
    const names = new Set<string>([...storefrontOperations, ...extraOperations].map((o) => o.name));
    expect(handlers.map(nameOf).filter((n) => !names.has(n))).toEqual([]);
  });
});
