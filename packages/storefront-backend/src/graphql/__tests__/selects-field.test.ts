import { Kind, parse, type FieldNode, type FragmentDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { selectsField } from '../selects-field.js';

/** The resolve info of the query's first root field, as graphql-js hands it to its resolver. */
function infoOf(query: string) {
  const document = parse(query);
  const fragments: Record<string, FragmentDefinitionNode> = {};
  let root: FieldNode | undefined;
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
    if (definition.kind === Kind.OPERATION_DEFINITION) {
      const [first] = definition.selectionSet.selections;
      if (first?.kind === Kind.FIELD) root = first;
    }
  }
  if (!root) throw new Error('no root field');
  return { fieldNodes: [root], fragments };
}

describe('selectsField', () => {
  it.each([
    ['{ searchProducts { items { id } nextToken } }', false],
    ['{ searchProducts { items { id total } } }', false],
    ['{ searchProducts { total } }', true],
    ['{ searchProducts { count: total } }', true],
    ['query($x: Boolean!) { searchProducts { total @include(if: $x) } }', true],
    ['{ searchProducts { ... on ProductConnection { total } } }', true],
    [
      '{ searchProducts { ...A } } fragment A on ProductConnection { ...B } fragment B on ProductConnection { total }',
      true,
    ],
    ['{ searchProducts { ...A } } fragment A on ProductConnection { items { id } ...A }', false],
  ])('%s: %s', (query, selected) => {
    expect(selectsField(infoOf(query), 'total')).toBe(selected);
  });
});
