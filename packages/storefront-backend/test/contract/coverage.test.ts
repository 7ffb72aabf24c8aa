import { buildStorefrontSchema, extraOperations, storefrontOperations } from '@haat/storefront-api';
import { Kind, parse, validate, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { documents, extraDocuments } from './documents.js';

const schema = buildStorefrontSchema();
const allDocuments: Record<string, string> = { ...documents, ...extraDocuments };

const operationOf = (source: string): OperationDefinitionNode => {
  const definition = parse(source).definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (definition?.kind !== Kind.OPERATION_DEFINITION) throw new Error('no operation');
  return definition;
};

// Every host answers every document its schema validates (one door: the backend's edge), so
// coverage is a property of the contract's documents, checked here once for all targets.
describe('every spec 7 operation is covered', () => {
  it.each([...storefrontOperations, ...extraOperations])(
    '$name has an SDL root field and a valid sample document',
    ({ name, kind, rootField }) => {
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
});
