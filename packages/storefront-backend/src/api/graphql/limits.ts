import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import {
  NoSchemaIntrospectionCustomRule,
  type GraphQLError,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/**
 * What one GraphQL request may ask for, checked before any resolver runs (the request's text,
 * then the document while it is parsed and validated). The storefront's own documents stay well
 * inside (measured 2026-11-25 on apps/web's 30 operations): depth 9 (`byProductIdLinkedProduct`),
 * 2 aliases (`byslugProduct`), cost 1,606 and 431 tokens (`getInitialData`), 4.2 KB of text.
 *
 * @example
 * GRAPHQL_LIMITS.aliases; // 15
 */
export interface GraphqlLimits {
  /** The largest request body, in bytes: hosts stop reading past it (413). */
  readonly bodyBytes: number;
  /** Characters of the query text: one cached document stays small. */
  readonly queryLength: number;
  /** Lexical tokens per document, checked while parsing (graphql-js `maxTokens`). */
  readonly tokens: number;
  /** Nesting of fields, fragment spreads counted (graphql-armor max-depth). */
  readonly depth: number;
  /** Aliased fields per operation — what multiplies one request's work (max-aliases). */
  readonly aliases: number;
  /** graphql-armor's cost: 2 per object and 1 per scalar field, × 1.5 per level (cost-limit). */
  readonly cost: number;
  /** Directives per operation (max-directives). */
  readonly directives: number;
}

/** The storefront API's limits (see {@link GraphqlLimits}; the backend README lists them). */
export const GRAPHQL_LIMITS: GraphqlLimits = Object.freeze({
  bodyBytes: 100 * 1024,
  queryLength: 32 * 1024,
  tokens: 2000,
  depth: 12,
  aliases: 15,
  cost: 5000,
  directives: 20,
});

/** graphql-armor's rules throw by default; reported instead, they are ordinary validation errors. */
const report = {
  propagateOnRejection: false,
  onReject: [
    (context: ValidationContext | null, error: GraphQLError) => context?.reportError(error),
  ],
};

/**
 * The validation rules a host's executor adds to graphql-js's standard ones: graphql-armor's
 * depth, aliases, cost and directives limits and, unless introspection is allowed (development
 * and the mock host; never a production server), graphql-js's rule refusing `__schema` and
 * `__type`. A refused operation answers 400 with the rule's message, e.g.
 * `Syntax Error: Aliases limit of 15 exceeded, found 100.`
 *
 * @example
 * validate(schema, document, [...specifiedRules, ...limitRules(GRAPHQL_LIMITS, { introspection: false })]);
 */
export function limitRules(
  limits: GraphqlLimits,
  options: { readonly introspection: boolean },
): ValidationRule[] {
  return [
    maxDepthRule({ n: limits.depth, ...report }),
    maxAliasesRule({ n: limits.aliases, ...report }),
    costLimitRule({ maxCost: limits.cost, ...report }),
    maxDirectivesRule({ n: limits.directives, ...report }),
    ...(options.introspection ? [] : [NoSchemaIntrospectionCustomRule]),
  ];
}
