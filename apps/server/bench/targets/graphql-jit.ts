import { parse, validate } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { benchSchema } from '../fixture.js';
import { serveJson, type GraphqlBody } from './announce.js';

// node:http + graphql-jit: each query text is parsed, validated and compiled once.
const schema = benchSchema();
const compiled = new Map<string, CompiledQuery>();

function compiledFor(query: string, operationName: string | undefined): CompiledQuery {
  const known = compiled.get(query);
  if (known) return known;
  const document = parse(query);
  const errors = validate(schema, document);
  if (errors.length > 0) throw new Error(errors.map((e) => e.message).join('; '));
  const result = compileQuery(schema, document, operationName);
  if (!isCompiledQuery(result)) throw new Error('graphql-jit could not compile the query');
  compiled.set(query, result);
  return result;
}

serveJson(async (text) => {
  const body = JSON.parse(text) as GraphqlBody;
  const query = compiledFor(body.query, body.operationName);
  return query.stringify(await query.query(undefined, {}, body.variables ?? {}));
});
