import { buildStorefrontSchema } from '@haat/storefront-api';
import type { Resolvers } from '@haat/storefront-api/resolvers';
import {
  defaultFieldResolver,
  isObjectType,
  type GraphQLArgument,
  type GraphQLFieldResolver,
  type GraphQLSchema,
} from 'graphql';
import type { RequestContext } from '../context.js';
import { assertInputLimits } from './input-limits.js';

type FieldResolver = GraphQLFieldResolver<unknown, RequestContext, Record<string, unknown>>;

const isFieldResolver = (value: unknown): value is FieldResolver => typeof value === 'function';

const resolverOf = (value: unknown): FieldResolver => {
  if (isFieldResolver(value)) return value;
  if (typeof value === 'object' && value !== null) {
    const resolve: unknown = Reflect.get(value, 'resolve');
    if (isFieldResolver(resolve)) return resolve;
  }
  throw new Error('A resolver must be a function or { resolve }');
};

const limited = (fieldArgs: readonly GraphQLArgument[], resolve: FieldResolver): FieldResolver =>
  fieldArgs.length === 0
    ? resolve
    : (source, args, context, info) => {
        assertInputLimits(fieldArgs, args);
        return resolve(source, args, context, info);
      };

/**
 * The storefront schema (the SDL of `@haat/storefront-api`) with the resolvers bound to its
 * fields, and every field that takes arguments guarded by the input length limits. Unknown type
 * or field names throw. Build it once per backend.
 *
 * @example
 * const schema = bindSchema(mergeResolvers(domains));
 */
export function bindSchema(resolvers: Resolvers<RequestContext>): GraphQLSchema {
  const schema = buildStorefrontSchema();
  const bound = new Map<string, ReadonlyMap<string, FieldResolver>>();
  for (const [typeName, fieldResolvers] of Object.entries(resolvers)) {
    const type = schema.getType(typeName);
    if (!isObjectType(type)) throw new Error(`Resolvers for unknown object type ${typeName}`);
    const fields = type.getFields();
    const byField = new Map<string, FieldResolver>();
    for (const [fieldName, resolver] of Object.entries(fieldResolvers ?? {})) {
      if (!fields[fieldName])
        throw new Error(`Resolver for unknown field ${typeName}.${fieldName}`);
      byField.set(fieldName, resolverOf(resolver));
    }
    bound.set(typeName, byField);
  }
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const custom = bound.get(type.name)?.get(field.name);
      if (custom || field.args.length > 0) {
        field.resolve = limited(field.args, custom ?? defaultFieldResolver);
      }
    }
  }
  return schema;
}
