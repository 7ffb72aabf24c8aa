// The admin SDL as served: admin.graphql followed by the storefront's definitions of the enums it
// uses without defining them (OrderStatus, PaymentType, StoreSettingKey …), so each of the spec's
// enums is written once, in schema.graphql.
import { Kind, parse, print, visit } from 'graphql';

/**
 * @param {string} admin the text of admin.graphql
 * @param {string} storefront the text of schema.graphql
 * @returns {string} admin.graphql with the storefront enums it needs appended
 */
export function adminSdl(admin, storefront) {
  const document = parse(admin);
  const defined = new Set(
    document.definitions.flatMap((definition) =>
      'name' in definition && definition.name ? [definition.name.value] : [],
    ),
  );
  const used = new Set();
  visit(document, {
    NamedType(node) {
      used.add(node.name.value);
    },
  });
  const shared = parse(storefront).definitions.filter(
    (definition) =>
      definition.kind === Kind.ENUM_TYPE_DEFINITION &&
      used.has(definition.name.value) &&
      !defined.has(definition.name.value),
  );
  if (shared.length === 0) return admin;
  return `${admin}\n# ── Appended by scripts/admin-sdl.mjs from schema.graphql (the spec's enums) ──\n\n${shared.map((definition) => print(definition)).join('\n\n')}\n`;
}
