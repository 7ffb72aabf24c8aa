import { useQueryClient } from '@tanstack/react-query';
import { CsvImportForm } from '@/components/csv-import/CsvImportForm';
import { IMPORT_COLUMNS, importCsv, type ImportKind } from '../api/importCsv';

const WHAT: Record<ImportKind, string> = { products: 'product changes', stock: 'stock counts' };

/**
 * The products or stock counts CSV import (`CsvImportForm`: preview, then apply after a
 * confirmation); an apply refreshes what it changed.
 *
 * @example
 * <ImportForm kind="stock" />
 */
export function ImportForm({ kind }: { kind: ImportKind }) {
  const queryClient = useQueryClient();
  return (
    <CsvImportForm
      name={`Import ${kind}`}
      label={`${kind === 'products' ? 'Products' : 'Stock'} CSV`}
      hint={`Columns: ${IMPORT_COLUMNS[kind]}. The first row names them.`}
      what={WHAT[kind]}
      send={(content, dryRun, key) => importCsv(kind, content, dryRun, key)}
      onApplied={() =>
        queryClient.invalidateQueries({ queryKey: [kind === 'stock' ? 'stock' : 'products'] })
      }
    />
  );
}
