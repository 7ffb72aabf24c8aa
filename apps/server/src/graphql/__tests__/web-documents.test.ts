import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildStorefrontSchema } from '@haat/storefront-api';
import {
  Kind,
  parse,
  print,
  specifiedRules,
  validate,
  visit,
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { GRAPHQL_LIMITS, limitRules } from '../limits.js';

const WEB_SRC = fileURLToPath(new URL('../../../../web/src', import.meta.url));

/** Every `graphql(\`…\`)` document the web app ships (tests excluded). */
async function webDefinitions(): Promise<DefinitionNode[]> {
  const entries = await readdir(WEB_SRC, { recursive: true, withFileTypes: true });
  const sources = entries.filter(
    (entry) =>
      entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.parentPath.includes('__tests__'),
  );
  const texts = await Promise.all(
    sources.map((entry) => readFile(join(entry.parentPath, entry.name), 'utf8')),
  );
  return texts.flatMap((text) =>
    [...text.matchAll(/graphql\(\s*`([^`]*)`/g)].flatMap(
      (match) => parse(match[1] ?? '').definitions,
    ),
  );
}

/** Each operation as the client sends it: with the fragments it spreads, transitively. */
function operationsOf(definitions: readonly DefinitionNode[]): Map<string, DocumentNode> {
  const fragments = new Map(
    definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  const documents = new Map<string, DocumentNode>();
  for (const operation of definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  )) {
    const used = new Map<string, FragmentDefinitionNode>();
    const collect = (node: DefinitionNode) =>
      visit(node, {
        FragmentSpread(spread) {
          const fragment = fragments.get(spread.name.value);
          if (fragment && !used.has(fragment.name.value)) {
            used.set(fragment.name.value, fragment);
            collect(fragment);
          }
        },
      });
    collect(operation);
    documents.set(operation.name?.value ?? '(anonymous)', {
      kind: Kind.DOCUMENT,
      definitions: [operation, ...used.values()],
    });
  }
  return documents;
}

describe('GRAPHQL_LIMITS', () => {
  it("never refuse one of the web app's own operations", async () => {
    const documents = operationsOf(await webDefinitions());
    expect(documents.size).toBeGreaterThanOrEqual(25);
    const schema = buildStorefrontSchema();
    for (const [name, document] of documents) {
      const text = print(document);
      expect(text.length, name).toBeLessThan(GRAPHQL_LIMITS.queryLength);
      expect(() => parse(text, { maxTokens: GRAPHQL_LIMITS.tokens }), name).not.toThrow();
      const errors = validate(schema, document, [...specifiedRules, ...limitRules()]);
      expect(
        errors.map((error) => error.message),
        name,
      ).toEqual([]);
    }
  });
});
