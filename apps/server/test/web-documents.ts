import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  Kind,
  parse,
  visit,
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';

const WEB_SRC = fileURLToPath(new URL('../../web/src', import.meta.url));

/** Every `graphql(\`…\`)` definition the web app ships (its tests excluded). */
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

/**
 * The web app's operations by name, each as the client sends it: with the fragments it spreads,
 * transitively. Read from apps/web/src, so the limits test and the benchmark always use the
 * documents the storefront really sends.
 */
export async function webOperations(): Promise<Map<string, DocumentNode>> {
  const definitions = await webDefinitions();
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
