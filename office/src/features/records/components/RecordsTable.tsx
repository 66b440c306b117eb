import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { officeTextOfDay } from '@academy/contracts/office-rules';
import type { OfficeRecordKind, RecordSort } from '@academy/contracts/office-rules';
import { Table, TableScroll } from '../../../lib/ui';
import { bulkCopy, recordsCopy, tableCopy } from '../../../content/records';
import { istDateTime } from '@academy/contracts/time';
import { recordNumber } from '../api/records';
import type { OfficeRecord } from '../api/records';
import { ariaSortOf } from '../lib/listOrder';
import type { ListOrder } from '../lib/listOrder';
import { ContactLinks } from './ContactLinks';
import { RecordEditor } from './RecordEditor';
import { listedPerson } from '../lib/recordText';

// The list on a desktop: one line of text per record, as the spreadsheet it replaces showed them,
// so a screen holds a day's leads. Every column heading sorts; each row has a box for bulk changes.

/** The cells' text stays on one line; what does not fit ends in an ellipsis, whole in its title. */
const DenseTable = styled(Table)`
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: 1.3;
  table-layout: fixed;
  th,
  td {
    padding: 1px 0.375rem;
    vertical-align: middle;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  thead th,
  thead td {
    padding-top: 0.25rem;
    padding-bottom: 0.25rem;
  }
  /* 24px from row to row: the least spacing between small targets (WCAG 2.5.8), and no more. */
  tbody th,
  tbody td {
    height: 1.5rem;
    padding-top: 0;
    padding-bottom: 0;
  }
  tbody tr:hover {
    background: ${({ theme }) => theme.color.surface};
  }
  input[type='checkbox'] {
    margin: 0;
    width: 0.875rem;
    height: 0.875rem;
    vertical-align: middle;
  }
`;

const SortButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: inherit;
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
  }
`;

const ARROWS = { ascending: ' ▲', descending: ' ▼', none: '' } as const;

/** The columns, each with the sort its heading sets and its width on a desktop. */
const COLUMNS: ReadonlyArray<{ sort: RecordSort; label: (kind: OfficeRecordKind) => string; width: string }> = [
  { sort: 'number', label: () => tableCopy.number, width: '5.5rem' },
  { sort: 'received', label: () => tableCopy.date, width: '7.75rem' },
  { sort: 'name', label: () => tableCopy.name, width: '' },
  { sort: 'subject', label: (kind) => (kind === 'registrations' ? tableCopy.course : tableCopy.expertIn), width: '6rem' },
  { sort: 'phone', label: () => tableCopy.phone, width: '12rem' },
  { sort: 'email', label: () => tableCopy.email, width: '10rem' },
  { sort: 'status', label: () => tableCopy.status, width: '7rem' },
  { sort: 'followUp', label: () => tableCopy.followUp, width: '5.5rem' },
  { sort: 'owner', label: () => tableCopy.owner, width: '7rem' },
];

export function RecordsTable({
  kind,
  records,
  order,
  onSort,
  selected,
  onSelect,
  onSaved,
}: {
  kind: OfficeRecordKind;
  records: OfficeRecord[];
  order: ListOrder;
  onSort: (column: RecordSort) => void;
  /** The numbers ticked for a bulk change. */
  selected: ReadonlySet<string>;
  /** Ticks or unticks records (one, or the whole page). */
  onSelect: (numbers: string[], ticked: boolean) => void;
  onSaved: (record: OfficeRecord) => void;
}) {
  const copy = recordsCopy[kind];
  // The record's page keeps the list's filters and page in its own URL, for "Back to the list".
  const { search } = useLocation();
  const numbers = records.map(recordNumber);
  const allTicked = numbers.length > 0 && numbers.every((number) => selected.has(number));
  const someTicked = !allTicked && numbers.some((number) => selected.has(number));
  return (
    <TableScroll tabIndex={0} role="region" aria-label={copy.heading}>
      <DenseTable>
        <colgroup>
          <col style={{ width: '1.75rem' }} />
          {COLUMNS.map((column) => (
            <col key={column.sort} style={column.width ? { width: column.width } : undefined} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <td>
              <input
                type="checkbox"
                aria-label={bulkCopy.selectAll}
                checked={allTicked}
                ref={(box) => {
                  if (box) box.indeterminate = someTicked;
                }}
                onChange={(event) => onSelect(numbers, event.target.checked)}
              />
            </td>
            {COLUMNS.map((column) => {
              const sorted = ariaSortOf(order, column.sort);
              return (
                <th key={column.sort} scope="col" aria-sort={sorted}>
                  <SortButton type="button" onClick={() => onSort(column.sort)}>
                    {column.label(kind)}
                    <span aria-hidden="true">{ARROWS[sorted]}</span>
                  </SortButton>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {records.map((record) => {
            const number = recordNumber(record);
            const { name, subject } = listedPerson(record);
            const followUp = record.followUpOn ? officeTextOfDay(record.followUpOn) : '';
            return (
              <tr key={number}>
                <td>
                  <input
                    type="checkbox"
                    aria-label={bulkCopy.select(number)}
                    checked={selected.has(number)}
                    onChange={(event) => onSelect([number], event.target.checked)}
                  />
                </td>
                <th scope="row">
                  <Link to={`/${kind}/${encodeURIComponent(number)}${search}`}>{number}</Link>
                </th>
                <td>
                  <time dateTime={record.receivedAt}>{istDateTime(record.receivedAt)}</time>
                </td>
                <td title={name}>{name}</td>
                <td title={subject}>{subject}</td>
                <td>
                  <ContactLinks record={record} compact />
                </td>
                <td title={record.email}>{record.email}</td>
                <td>
                  <RecordEditor kind={kind} number={number} record={record} onSaved={onSaved} compact />
                </td>
                <td>{followUp}</td>
                <td title={record.owner}>{record.owner}</td>
              </tr>
            );
          })}
        </tbody>
      </DenseTable>
    </TableScroll>
  );
}
