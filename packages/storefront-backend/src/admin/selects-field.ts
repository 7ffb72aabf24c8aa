import { Kind, type GraphQLResolveInfo } from 'graphql';

/**
 * Whether the caller's selection of the current field asks for sub-field `name` (so a resolver
 * can skip costly work nobody asked for). Fragments are answered `true` (asked, to be safe:
 * only the direct selection is read).
 *
 * @example
 * if (selectsField(info, 'pdfBase64')) pdf = await taxDocumentPdf(document, font);
 */
export function selectsField(info: Pick<GraphQLResolveInfo, 'fieldNodes'>, name: string): boolean {
  return info.fieldNodes.some((node) =>
    (node.selectionSet?.selections ?? []).some(
      (selection) => selection.kind !== Kind.FIELD || selection.name.value === name,
    ),
  );
}
