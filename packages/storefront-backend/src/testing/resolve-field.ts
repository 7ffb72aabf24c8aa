import type { RequestContext } from '../context.js';
import type { Domain } from '../graphql/domain.js';

/**
 * Runs one field resolver of a domain as the executor would (no schema: arguments as given).
 *
 * @example
 * const user = await resolveField(usersDomain, 'Query', 'getUser', {}, context);
 */
export function resolveField(
  domain: Domain,
  type: 'Query' | 'Mutation',
  field: string,
  args: Readonly<Record<string, unknown>>,
  context: RequestContext,
): Promise<unknown> {
  const resolver: unknown = Reflect.get(domain.resolvers[type] ?? {}, field);
  if (typeof resolver !== 'function') {
    return Promise.reject(new Error(`${type}.${field} has no resolver`));
  }
  return Promise.resolve(Reflect.apply(resolver, undefined, [{}, args, context, {}]));
}
