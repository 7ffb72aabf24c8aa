import { adminErrorCodes, buildAdminSchema } from '@haat/storefront-api/admin';
import {
  GraphQLObjectType,
  GraphQLSchema,
  type GraphQLFieldConfig,
  type GraphQLFieldResolver,
} from 'graphql';
import type { AdminContext } from '../../admin/admin-context.js';
import { auditQueries } from '../../admin/audit-resolvers.js';
import { collectionMutations, collectionQueries } from '../../admin/collection-resolvers.js';
import { codRemittanceQueries } from '../../admin/cod-remittance-resolvers.js';
import { couponMutations, couponQueries } from '../../admin/coupon-resolvers.js';
import { courierMutations, courierQueries } from '../../admin/courier-resolvers.js';
import { csvImportMutations } from '../../admin/csv-import-resolvers.js';
import { shippingMutations, shippingQueries } from '../../admin/shipping-resolvers.js';
import { settingsMutations, settingsQueries } from '../../admin/settings-resolvers.js';
import { dashboardQueries } from '../../admin/dashboard-resolvers.js';
import { ordersCsvQueries } from '../../admin/orders-csv.js';
import { gstr1CsvQueries } from '../../admin/gstr1-csv.js';
import { printMonthInvoicesQuery } from '../../admin/print-month-invoices.js';
import { taxDocumentQueries } from '../../admin/tax-document-queries.js';
import { orderMutations } from '../../admin/order-mutations.js';
import { orderQueries } from '../../admin/order-queries.js';
import { assertMay } from '../../admin/permission-guard.js';
import { productImageMutations } from '../../admin/product-image-resolvers.js';
import { productMutations, productQueries } from '../../admin/product-resolvers.js';
import { staffMutations, staffQueries } from '../../admin/staff-resolvers.js';
import { stockMutations, stockQueries } from '../../admin/stock-resolvers.js';
import type { BackendDeps } from '../../deps.js';
import { assertInputLimits } from '../../graphql/input-limits.js';
import { adminCallers } from '../admin-callers.js';
import { ADMIN_GRAPHQL_LIMITS } from './admin-limits.js';
import { createGraphqlEdge, type GraphqlEdge } from './edge.js';

type RootResolver = GraphQLFieldResolver<unknown, AdminContext, Record<string, unknown>>;

/**
 * The admin operations this backend serves now, by root field. Not served yet (refused before
 * execution): `createProductImageUpload`.
 */
const SERVED: Readonly<Record<'query' | 'mutation', Readonly<Record<string, unknown>>>> = {
  query: {
    ...staffQueries,
    ...auditQueries,
    ...orderQueries,
    ...stockQueries,
    ...productQueries,
    ...couponQueries,
    ...settingsQueries,
    ...shippingQueries,
    ...collectionQueries,
    ...dashboardQueries,
    ...ordersCsvQueries,
    ...gstr1CsvQueries,
    ...taxDocumentQueries,
    ...courierQueries,
    ...codRemittanceQueries,
    ...printMonthInvoicesQuery,
  },
  mutation: {
    ...staffMutations,
    ...orderMutations,
    ...stockMutations,
    ...productMutations,
    ...productImageMutations,
    ...couponMutations,
    ...settingsMutations,
    ...shippingMutations,
    ...collectionMutations,
    ...csvImportMutations,
    ...courierMutations,
  },
};

/**
 * Every admin field the backend serves, as the names of `adminOperations` (a test checks each
 * is in the contract).
 *
 * @example
 * ADMIN_SERVED_FIELDS.includes('adminAuditLog'); // true
 */
export const ADMIN_SERVED_FIELDS: readonly string[] = [
  ...Object.keys(SERVED.query),
  ...Object.keys(SERVED.mutation),
];

/** A root type with only the served fields, each guarded by its permission and input limits. */
function servedRoot(
  type: GraphQLObjectType | null | undefined,
  resolvers: Readonly<Record<string, unknown>>,
): GraphQLObjectType | undefined {
  if (!type) return undefined;
  const config = type.toConfig();
  const fields: Record<string, GraphQLFieldConfig<unknown, AdminContext>> = {};
  const args = type.getFields();
  for (const [name, field] of Object.entries(config.fields)) {
    const resolve = resolvers[name] as RootResolver | undefined;
    if (!resolve) continue;
    const fieldArgs = args[name]?.args ?? [];
    fields[name] = {
      ...field,
      resolve: (source, values: Record<string, unknown>, context: AdminContext, info) => {
        assertMay(context, name);
        if (fieldArgs.length > 0) assertInputLimits(fieldArgs, values);
        return resolve(source, values, context, info);
      },
    };
  }
  return new GraphQLObjectType({ ...config, fields });
}

/**
 * The admin contract's schema as this backend serves it: its types as written, its root types
 * holding only the operations wired so far (asking for another is refused before execution,
 * `Cannot query field …`, never answered with made-up data), each resolver run after the
 * caller's permission for it is checked (`assertMay`) and its inputs' lengths.
 *
 * @example
 * const schema = adminSchema();
 */
export function adminSchema(): GraphQLSchema {
  const full = buildAdminSchema().toConfig();
  const query = servedRoot(full.query, SERVED.query);
  if (!query) throw new Error('The admin contract has no query type');
  const mutation = servedRoot(full.mutation, SERVED.mutation);
  const roots = new Set([full.query?.name, full.mutation?.name]);
  return new GraphQLSchema({
    ...full,
    query,
    mutation,
    types: full.types.filter((type) => !roots.has(type.name)),
  });
}

const ADMIN_CODES: ReadonlySet<string> = new Set(adminErrorCodes);

/**
 * The admin API's edge (`POST /admin/graphql`): the admin schema (`adminSchema`), staff callers
 * (a user token the edge accepts; anyone else 401, a user who is not staff FORBIDDEN on every
 * operation), the resolvers' context of the backend's I/O and the caller, the storefront's
 * limits (a body large enough for a CSV import: ADMIN_GRAPHQL_LIMITS), the admin error codes shown as they are, introspection as the storefront's setting
 * says, and no kept answers (every answer is personal to staff).
 *
 * @example
 * const edge = adminEdge(deps);
 * const answer = await edge.handle(request, graphqlJsExecutor(edge));
 */
export function adminEdge(deps: BackendDeps): GraphqlEdge<AdminContext> {
  return createGraphqlEdge({
    schema: adminSchema(),
    callers: adminCallers(deps),
    context: ({ caller }) => ({ deps, caller }),
    introspection: deps.settings.introspection ?? false,
    errorCodes: ADMIN_CODES,
    limits: ADMIN_GRAPHQL_LIMITS,
  });
}
