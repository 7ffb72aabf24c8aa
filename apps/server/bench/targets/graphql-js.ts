import { execute, parse, validate, type DocumentNode } from 'graphql';
import { benchSchema } from '../fixture.js';
import { serveJson, type GraphqlBody } from './announce.js';

// node:http + graphql-js: documents parsed and validated once per query text (as yoga and
// mercurius cache them too), executed per request.
const schema = benchSchema();
const documents = new Map<string, DocumentNode>();

function documentFor(query: string): DocumentNode {
  const known = documents.get(query);
  if (known) return known;
  const document = parse(query);
  const errors = validate(schema, document);
  if (errors.length > 0) throw new Error(errors.map((e) => e.message).join('; '));
  documents.set(query, document);
  return document;
}

serveJson(async (text) => {
  const body = JSON.parse(text) as GraphqlBody;
  const result = await execute({
    schema,
    document: documentFor(body.query),
    variableValues: body.variables ?? null,
    operationName: body.operationName ?? null,
  });
  return JSON.stringify(result);
});
