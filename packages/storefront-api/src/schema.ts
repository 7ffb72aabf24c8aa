import { buildSchema, type GraphQLSchema } from 'graphql';
import { typeDefs } from './generated/typeDefs.js';

/**
 * Builds a fresh executable-ready `GraphQLSchema` from the SDL (validated on build).
 *
 * @example
 * const schema = buildStorefrontSchema();
 * schema.getQueryType()?.getFields().searchProducts; // defined
 */
export function buildStorefrontSchema(): GraphQLSchema {
  return buildSchema(typeDefs);
}
