import { print, type DocumentNode as BuiltDocument } from '@0no-co/graphql.web';
import { buildStorefrontSchema, extraOperations, storefrontOperations } from '@haat/storefront-api';
import {
  Kind,
  NoUnusedFragmentsRule,
  parse,
  specifiedRules,
  validate,
  type DefinitionNode,
  type DocumentNode,
} from 'graphql';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it, vi } from 'vitest';
import type * as GraphqlModule from '@/lib/graphql/graphql';

/**
 * Every document the app sends, checked against the storefront SDL (the issue: "drift fails the
 * build"). The app's own `graphql()` is wrapped to record what each module builds when it loads,
 * so fragments are attached exactly as gql.tada attaches them; a TypeScript scan of the sources
 * proves that every `graphql(...)` call was loaded. What is validated is what goes on the wire:
 * the document printed, then parsed and validated by graphql-js.
 */
const built = vi.hoisted(() => [] as BuiltDocument[]);

vi.mock('@/lib/graphql/graphql', async (importOriginal) => {
  const actual = await importOriginal<typeof GraphqlModule>();
  const recording = (...args: Parameters<typeof actual.graphql>) => {
    const document = actual.graphql(...args);
    built.push(document);
    return document;
  };
  return { ...actual, graphql: Object.assign(recording, actual.graphql) };
});

const SRC = join(import.meta.dirname, '../../..');
const isAppSource = (path: string): boolean =>
  /\.tsx?$/.test(path) &&
  !path.endsWith('.d.ts') &&
  !/\.test\.tsx?$/.test(path) &&
  !/(^|\/)(__tests__|test)\//.test(path);

/** The literal text of every `graphql(...)` call in one source file. */
function graphqlCalls(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'graphql'
    ) {
      const [text] = node.arguments;
      if (!text || !(ts.isNoSubstitutionTemplateLiteral(text) || ts.isStringLiteral(text))) {
        throw new Error(`${path}: graphql() takes a literal document`);
      }
      found.push(text.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const nameOf = (definition: DefinitionNode | undefined): string =>
  definition && 'name' in definition && definition.name ? definition.name.value : '(anonymous)';

const inSource = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter(isAppSource)
  .map((file) => ({ file, documents: graphqlCalls(join(SRC, file)) }))
  .filter(({ documents }) => documents.length > 0);
for (const { file } of inSource) await import(/* @vite-ignore */ join(SRC, file));

const documents = built.map((document) => {
  const onTheWire = parse(print(document));
  const [first] = onTheWire.definitions;
  return { name: nameOf(first), first, document: onTheWire };
});
const operations = documents.filter(({ first }) => first?.kind === Kind.OPERATION_DEFINITION);
const fragments = documents.filter(({ first }) => first?.kind === Kind.FRAGMENT_DEFINITION);

const schema = buildStorefrontSchema();
/** graphql-js validation messages; a fragment alone is not "unused" (operations use it). */
const errorsOf = (source: string | DocumentNode, alone = false): string[] =>
  validate(
    schema,
    typeof source === 'string' ? parse(source) : source,
    alone ? specifiedRules.filter((rule) => rule !== NoUnusedFragmentsRule) : specifiedRules,
  ).map((error) => error.message);

describe('the documents the app sends', () => {
  it('are every graphql() document in the sources, operations and fragments alike', () => {
    const scanned = inSource.flatMap(({ documents: texts }) =>
      texts.map((text) => nameOf(parse(text).definitions[0])),
    );
    expect(documents.map(({ name }) => name).sort()).toEqual(scanned.sort());
    expect(operations.length).toBeGreaterThanOrEqual(30);
    expect(fragments.length).toBeGreaterThanOrEqual(10);
  });

  it.each(operations)('$name is valid against the SDL (fragments resolved)', ({ document }) => {
    expect(errorsOf(document)).toEqual([]);
  });

  it.each(fragments)('fragment $name is valid against the SDL', ({ document }) => {
    expect(errorsOf(document, true)).toEqual([]);
  });

  it('each operation is one the contract names, with its kind', () => {
    const contract = new Map<string, string>(
      [...storefrontOperations, ...extraOperations].map((op) => [op.name, op.kind]),
    );
    const unknown = operations.filter(
      ({ name, first }) =>
        first?.kind !== Kind.OPERATION_DEFINITION || contract.get(name) !== first.operation,
    );
    expect(unknown.map(({ name }) => name)).toEqual([]);
  });
});

describe('the validation itself', () => {
  it('fails on an unknown field, argument or type and on a fragment that was not attached', () => {
    expect(errorsOf('query getStore($id: ID!) { getStore(id: $id) { id notAField } }')).toEqual([
      'Cannot query field "notAField" on type "Store".',
    ]);
    expect(errorsOf('query getStore($id: ID!) { getStore(id: $id, region: "IN") { id } }')).toEqual(
      ['Unknown argument "region" on field "Query.getStore".'],
    );
    expect(errorsOf('query GetZipCode($id: PinCode!) { getZipCode(id: $id) { id } }')).toEqual([
      'Unknown type "PinCode". Did you mean "ZipCode"?',
    ]);
    expect(errorsOf('query getProduct { getProduct(id: "p") { ...ProductCardFields } }')).toEqual([
      'Unknown fragment "ProductCardFields".',
    ]);
  });
});
