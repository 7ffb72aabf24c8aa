import { readFileSync } from 'node:fs';
import { assertValidSchema, isEnumType, isObjectType, type GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildAdminSchema } from '../admin.js';
import { adminErrorCodes } from '../admin-errors.js';
import { adminOperations, ORDER_MOVE_PERMISSIONS } from '../admin-operations.js';
import { adminPermissions, staffRoles } from '../admin-permissions.js';
import { adminTypeDefs } from '../generated/adminTypeDefs.js';
import { buildStorefrontSchema } from '../schema.js';

const sdl = readFileSync(new URL('../../admin.graphql', import.meta.url), 'utf8');

const enumValues = (schema: GraphQLSchema, name: string): string[] => {
  const type = schema.getType(name);
  if (!type || !isEnumType(type)) throw new Error(`${name} is not an enum`);
  return type.getValues().map((value) => value.name);
};

const rootFields = (schema: GraphQLSchema) =>
  [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ].flatMap(([kind, type]) =>
    type && typeof type !== 'string' && isObjectType(type)
      ? Object.values(type.getFields()).map((field) => ({ kind, field }))
      : [],
  );

describe('admin schema', () => {
  const schema = buildAdminSchema();

  it('src/generated/adminTypeDefs.ts is in sync with admin.graphql (run `pnpm codegen`)', () => {
    expect(adminTypeDefs.startsWith(sdl)).toBe(true);
  });

  it('parses and validates', () => {
    expect(() => assertValidSchema(schema)).not.toThrow();
  });

  it('has one operation entry per root field, each naming the permission its description names', () => {
    const fields = rootFields(schema);
    expect(fields.map(({ kind, field }) => [field.name, kind])).toEqual(
      adminOperations.map((op) => [op.rootField, op.kind]),
    );
    for (const op of adminOperations) {
      const field = fields.find((f) => f.field.name === op.rootField)?.field;
      const named = /^([A-Z_]+)\./.exec(field?.description ?? '')?.[1] ?? null;
      expect({ field: op.rootField, permission: named }).toEqual({
        field: op.rootField,
        permission: op.permission,
      });
    }
  });

  it('lists the permissions and roles of the SDL, and every permission guards something', () => {
    expect(enumValues(schema, 'AdminPermission')).toEqual([...adminPermissions]);
    expect(enumValues(schema, 'StaffRole')).toEqual([...staffRoles]);
    const used = new Set(adminOperations.map((op) => op.permission));
    expect(adminPermissions.filter((p) => !used.has(p))).toEqual([]);
  });

  it('names a permission for every move of the order life', () => {
    expect(Object.keys(ORDER_MOVE_PERMISSIONS)).toEqual(enumValues(schema, 'OrderMove'));
  });

  it('lists in its header exactly the error codes of src/admin-errors.ts', () => {
    const header =
      /Errors: GraphQL errors whose `extensions.code` is one of([\s\S]*?)\n"""/.exec(sdl)?.[1] ??
      '';
    const listed = header.match(/\b[A-Z][A-Z_]{2,}\b/g) ?? [];
    expect([...new Set(listed)].filter((code) => code !== 'HAAT')).toEqual([...adminErrorCodes]);
  });

  it.each([
    'OrderStatus',
    'OrderProductStatus',
    'DeliveryStatus',
    'OrderPaymentType',
    'PaymentMethod',
    'PaymentStatus',
    'ProductStatus',
    'CouponType',
    'CouponPaymentMethod',
    'ShippingTierType',
    'PaymentType',
    'StoreSettingKey',
  ])('takes %s from the storefront contract, written once there', (name) => {
    expect(enumValues(schema, name)).toEqual(enumValues(buildStorefrontSchema(), name));
    expect(sdl).not.toMatch(new RegExp(`^enum ${name} `, 'm'));
  });
});
