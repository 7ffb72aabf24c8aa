import { createServer } from 'node:http';
import { parse, validate } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { benchSchema } from '../fixture.js';
import { announce, readBody, type GraphqlBody } from './announce.js';

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

const server = createServer((request, response) => {
  void readBody(request).then(async (text) => {
    const body = JSON.parse(text) as GraphqlBody;
    const query = compiledFor(body.query, body.operationName);
    const result = await query.query(undefined, {}, body.variables ?? {});
    const bytes = query.stringify(result);
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(bytes),
    });
    response.end(bytes);
  });
});
server.listen(0, '127.0.0.1', () => announce(server));
