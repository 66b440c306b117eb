import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@academy/shared/testing';
import { ResourceTable, RowActions } from './ResourceTable';
import type { Column } from './resource';

// The content list every content page shows: a row header naming each row, every value under its
// column's name (a phone's card shows it beside the value), Edit and Delete named for the item,
// and a row with nothing but a note (a course without a fee) spanning the rest of the row.

interface Fee {
  course: string;
  fee: number | null;
}

const COLUMNS: readonly Column<Fee>[] = [
  { header: 'Course', rowHeader: true, cell: (row) => row.course },
  { header: 'Fee', cell: (row) => row.fee },
  { header: 'Position', cell: (_row, index, rows) => `${index + 1} of ${rows.length}` },
];

function renderTable(onEdit: (fee: Fee) => void = () => undefined, onDelete: (fee: Fee) => void = () => undefined) {
  renderWithProviders(
    <ResourceTable
      label="Fees"
      columns={COLUMNS}
      rows={[
        { course: 'Chess', fee: 1500 },
        { course: 'Coding', fee: null },
      ]}
      rowKey={(row) => row.course}
      actions={(row) => <RowActions what={`the fee of ${row.course}`} onEdit={() => onEdit(row)} onDelete={() => onDelete(row)} />}
      note={(row) => (row.fee === null ? 'Not published' : null)}
    />,
  );
}

test('each row is named by its header cell and each value carries its column’s name', () => {
  renderTable();
  const region = screen.getByRole('region', { name: 'Fees' });
  expect(
    within(region)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Course', 'Fee', 'Position', 'Actions']);
  const chess = screen.getByRole('rowheader', { name: 'Chess' }).closest('tr')!;
  const cells = within(chess).getAllByRole('cell');
  expect(cells.map((cell) => [cell.getAttribute('data-label'), cell.textContent])).toEqual([
    ['Fee', '1500'],
    ['Position', '1 of 2'],
    [null, 'EditDelete'],
  ]);
});

test('Edit and Delete are named for their item and act on it', async () => {
  const edited: string[] = [];
  const deleted: string[] = [];
  renderTable(
    (fee) => edited.push(fee.course),
    (fee) => deleted.push(fee.course),
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Edit the fee of Chess' }));
  await user.click(screen.getByRole('button', { name: 'Delete the fee of Chess' }));
  expect(edited).toEqual(['Chess']);
  expect(deleted).toEqual(['Chess']);
});

test('a row with a note shows it across the rest of the row, without Edit or Delete', () => {
  renderTable();
  const coding = screen.getByRole('rowheader', { name: 'Coding' }).closest('tr')!;
  const [note, ...others] = within(coding).getAllByRole('cell');
  expect(note).toHaveTextContent('Not published');
  expect(note).toHaveAttribute('colspan', '3');
  expect(others).toEqual([]);
  expect(within(coding).queryByRole('button')).not.toBeInTheDocument();
});
