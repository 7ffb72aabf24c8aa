import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/** The resolve info parts {@link selectsField} reads (graphql-js and graphql-jit give both). */
export type SelectionInfo = Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>;

function inSelection(
  set: SelectionSetNode | undefined,
  name: string,
  info: SelectionInfo,
  seen: Set<string>,
): boolean {
  return (set?.selections ?? []).some((selection) => {
    if (selection.kind === Kind.FIELD) return selection.name.value === name;
    if (selection.kind === Kind.INLINE_FRAGMENT)
      return inSelection(selection.selectionSet, name, info, seen);
    const fragment = selection.name.value;
    if (seen.has(fragment)) return false;
    seen.add(fragment);
    return inSelection(info.fragments[fragment]?.selectionSet, name, info, seen);
  });
}

/**
 * Whether the field being resolved selects the sub-field `name` anywhere in its selection set
 * (directly, in an inline fragment or a named one). Directives are not evaluated: a
 * `total @include(if: false)` still counts as selected, so a caller that skips work when this is
 * false never skips what the answer shows.
 *
 * @example
 * searchProducts: (_, args, context, info) => page(context, args, selectsField(info, 'total'));
 */
export function selectsField(info: SelectionInfo, name: string): boolean {
  const seen = new Set<string>();
  return info.fieldNodes.some((node) => inSelection(node.selectionSet, name, info, seen));
}
