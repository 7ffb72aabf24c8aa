import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import type { GraphQLError, ValidationContext, ValidationRule } from 'graphql';

/** The largest `/graphql` request body (bytes); bigger answers 413 before any parsing. */
export const GRAPHQL_BODY_LIMIT_BYTES = 100 * 1024;

/**
 * What one GraphQL operation may ask for. The storefront's own documents stay well inside
 * (measured 2026-11-25 on apps/web's 30 operations): depth 9 (`byProductIdLinkedProduct`),
 * 2 aliases (`byslugProduct`), cost 1,606 and 431 tokens (`getInitialData`), 4.2 KB of text.
 */
export const GRAPHQL_LIMITS = {
  /** Nesting of fields, fragment spreads counted (graphql-armor max-depth). */
  depth: 12,
  /** Aliased fields per operation — what multiplies one request's work (max-aliases). */
  aliases: 15,
  /** graphql-armor's cost: 2 per object and 1 per scalar field, × 1.5 per level (cost-limit). */
  cost: 5000,
  /** Directives per operation (max-directives). */
  directives: 20,
  /** Lexical tokens per document, checked while parsing (graphql-js `maxTokens`). */
  tokens: 2000,
  /** Characters of the query text: one cached document stays small. */
  queryLength: 32 * 1024,
} as const;

/** graphql-armor's rules throw by default; reported instead, they are ordinary validation errors. */
const report = {
  propagateOnRejection: false,
  onReject: [
    (context: ValidationContext | null, error: GraphQLError) => context?.reportError(error),
  ],
};

/**
 * The validation rules that enforce `GRAPHQL_LIMITS` (graphql-armor), added to the standard
 * rules. A refused operation answers 400 with the rule's message, e.g.
 * `Syntax Error: Aliases limit of 15 exceeded, found 100.`
 *
 * @example
 * validate(schema, document, [...specifiedRules, ...limitRules()]);
 */
export function limitRules(): ValidationRule[] {
  return [
    maxDepthRule({ n: GRAPHQL_LIMITS.depth, ...report }),
    maxAliasesRule({ n: GRAPHQL_LIMITS.aliases, ...report }),
    costLimitRule({ maxCost: GRAPHQL_LIMITS.cost, ...report }),
    maxDirectivesRule({ n: GRAPHQL_LIMITS.directives, ...report }),
  ];
}
