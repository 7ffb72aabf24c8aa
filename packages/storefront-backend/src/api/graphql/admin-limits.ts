import { CSV_MAX_BYTES } from '../../csv/read-csv-table.js';
import { GRAPHQL_LIMITS, type GraphqlLimits } from './limits.js';

/**
 * The admin API's limits: the storefront's, with a body large enough for a CSV import of
 * {@link CSV_MAX_BYTES} (a file's text doubles at most when written as a JSON string, each quote
 * and line break escaped) and its query.
 *
 * @example
 * ADMIN_GRAPHQL_LIMITS.bodyBytes; // 4_259_840
 */
export const ADMIN_GRAPHQL_LIMITS: GraphqlLimits = Object.freeze({
  ...GRAPHQL_LIMITS,
  bodyBytes: 2 * CSV_MAX_BYTES + 64 * 1024,
});
