import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerAdmin, type SeenRequest } from '@/test/admin-api';
import { renderScreen } from '@/test/render';
import { server } from '@/test/server';
import { ImportStockDocument, type ImportReport } from '../api/importCsv';
import { ImportForm } from '../components/ImportForm';

const CSV = 'key,on_hand,note\np-serum,12,shelf count\np-wash,3,\n';
const rows: ImportReport['rows'] = [
  { row: 2, outcome: 'CHANGED', message: 'on_hand: 10 → 12' },
  { row: 3, outcome: 'UNCHANGED', message: 'on_hand: 3 (unchanged)' },
];
const report = (more: Partial<ImportReport> = {}): ImportReport => ({
  applied: false,
  changed: 1,
  unchanged: 1,
  refused: 0,
  rows,
  ...more,
});

/** Answers previews with `preview` and applies with `applied`, recording what was sent. */
function answerImports(preview: ImportReport, applied: ImportReport, sent: SeenRequest[] = []) {
  server.use(
    answerAdmin(
      ImportStockDocument,
      (variables) => {
        const input = variables.input as { dryRun: boolean };
        return { data: { importStockCsv: input.dryRun ? preview : applied } };
      },
      sent,
    ),
  );
  return sent;
}

async function pasteAndPreview(user: ReturnType<typeof renderScreen>['user'], text = CSV) {
  const box = screen.getByRole('textbox', { name: 'Stock CSV' });
  await user.click(box);
  await user.paste(text);
  await user.click(screen.getByRole('button', { name: 'Preview changes' }));
  return box;
}

describe('ImportForm', () => {
  it('previews what will change, then applies it after a confirmation and shows the report', async () => {
    const sent = answerImports(report(), report({ applied: true }));
    const { user } = renderScreen(<ImportForm kind="stock" />);
    await pasteAndPreview(user);
    expect(
      await screen.findByText('Preview, nothing written yet: 1 to change, 1 unchanged, 0 refused.'),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Rows that change or are refused' });
    expect(within(table).getByRole('cell', { name: 'on_hand: 10 → 12' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '2' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Apply 1 change…' }));
    const dialog = screen.getByRole('dialog', { name: 'Apply 1 change?' });
    await user.click(within(dialog).getByRole('button', { name: 'Apply 1 change' }));
    expect(await screen.findByText('Applied: 1 changed, 1 unchanged.')).toBeInTheDocument();
    expect(sent.map((request) => request.variables.input)).toMatchObject([
      { content: CSV, dryRun: true },
      { content: CSV, dryRun: false },
    ]);
    expect(await screen.findByText('1 stock counts applied.')).toBeInTheDocument();
  });

  it('lists refused rows with their row numbers and reasons, and offers no apply', async () => {
    const refused = report({
      changed: 1,
      unchanged: 0,
      refused: 1,
      rows: [rows[0]!, { row: 3, outcome: 'REFUSED', message: 'No stock key p-wash.' }],
    });
    const sent = answerImports(refused, report({ applied: true }));
    const { user } = renderScreen(<ImportForm kind="stock" />);
    const box = await pasteAndPreview(user);
    expect(
      await screen.findByText(
        'Nothing is applied while a row is refused (1 to change, 0 unchanged, 1 refused): fix the rows below in the file and preview again.',
      ),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Rows that change or are refused' });
    const refusedRow = within(table).getByRole('cell', { name: 'No stock key p-wash.' });
    expect(refusedRow.closest('tr')).toHaveTextContent('3RefusedNo stock key p-wash.');
    expect(screen.getByRole('button', { name: 'Apply changes…' })).toBeDisabled();
    expect(box).toHaveValue(CSV);
    expect(sent).toHaveLength(1);
  });

  it('shows the rows refused at apply time (changed since the preview) and writes nothing', async () => {
    const late = report({
      refused: 1,
      changed: 0,
      rows: [{ row: 2, outcome: 'REFUSED', message: 'No stock key p-serum.' }, rows[1]!],
    });
    answerImports(report(), late);
    const { user } = renderScreen(<ImportForm kind="stock" />);
    const box = await pasteAndPreview(user);
    await user.click(await screen.findByRole('button', { name: 'Apply 1 change…' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Apply 1 change' }),
    );
    expect(await screen.findByRole('cell', { name: 'No stock key p-serum.' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Nothing is applied while a row is refused/,
    );
    expect(screen.getByRole('button', { name: 'Apply changes…' })).toBeDisabled();
    expect(box).toHaveValue(CSV);
  });

  it('announces a refused file and keeps the text for another try', async () => {
    server.use(
      answerAdmin(ImportStockDocument, () => ({
        error: { message: 'The file has no rows under its header.', code: 'BAD_USER_INPUT' },
      })),
    );
    const { user } = renderScreen(<ImportForm kind="stock" />);
    const box = await pasteAndPreview(user, 'key,on_hand\n');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file has no rows under its header.',
    );
    expect(box).toHaveValue('key,on_hand\n');
  });

  it('asks for a file or pasted text before sending anything', async () => {
    const sent = answerImports(report(), report({ applied: true }));
    const { user } = renderScreen(<ImportForm kind="stock" />);
    await user.click(screen.getByRole('button', { name: 'Preview changes' }));
    expect(screen.getByRole('textbox', { name: 'Stock CSV' })).toHaveAccessibleDescription(
      expect.stringContaining('Paste the CSV or choose a file.') as string,
    );
    expect(sent).toHaveLength(0);
  });

  it('reads a chosen file into the text, and asks for a new preview when the text changes', async () => {
    answerImports(report(), report({ applied: true }));
    const { user } = renderScreen(<ImportForm kind="stock" />);
    await user.upload(
      screen.getByLabelText('Or choose a file'),
      new File([CSV], 'count.csv', { type: 'text/csv' }),
    );
    const box = screen.getByRole('textbox', { name: 'Stock CSV' });
    await screen.findByDisplayValue(/p-serum,12/);
    await user.click(screen.getByRole('button', { name: 'Preview changes' }));
    expect(await screen.findByRole('button', { name: 'Apply 1 change…' })).toBeEnabled();
    await user.type(box, 'p-gel,4\n');
    expect(screen.getByText('The text changed: preview it again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply changes…' })).toBeDisabled();
  });
});
