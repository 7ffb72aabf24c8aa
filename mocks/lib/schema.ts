import { buildStorefrontSchema } from '@haat/storefront-api';
import { isObjectType, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import type { MockContext } from './context.js';
import type { MockResolvers } from './resolvers.js';

const isFieldResolver = (
  value: unknown,
): value is GraphQLFieldResolver<unknown, MockContext, Record<string, unknown>> =>
  typeof value === 'function';

const resolverOf = (value: unknown) => {
  if (isFieldResolver(value)) return value;
  if (typeof value === 'object' && value !== null) {
    const resolve: unknown = Reflect.get(value, 'resolve');
    if (isFieldResolver(resolve)) return resolve;
  }
  throw new Error('A resolver must be a function or { resolve }');
};

/** The storefront schema with the mock resolvers bound to its fields (unknown names throw). */
export function buildMockSchema(resolvers: MockResolvers): GraphQLSchema {
  const schema = buildStorefrontSchema();
  for (const [typeName, fieldResolvers] of Object.entries(resolvers)) {
    const type = schema.getType(typeName);
    if (!isObjectType(type)) throw new Error(`Resolvers for unknown object type ${typeName}`);
    const fields = type.getFields();
    for (const [fieldName, resolver] of Object.entries(fieldResolvers ?? {})) {
      const field = fields[fieldName];
      if (!field) throw new Error(`Resolver for unknown field ${typeName}.${fieldName}`);
      field.resolve = resolverOf(resolver);
    }
  }
  return schema;
}
