import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, media } from '@academy/shared';
import { commonCopy } from '../../content/office';
import { Row, Table, TableScroll } from '../ui';
import type { Column } from './resource';

// A content list: one row per item, its Edit and Delete last. On a narrow screen (a phone, a
// narrow window) each row becomes a card, every value under its column's name, so Edit and
// Delete stay on the screen instead of past a table's right edge.

const StyledTable = styled(Table)`
  ${media.down('mobileMenu')} {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
    &,
    tbody,
    tr {
      display: block;
    }
    tr {
      padding: ${({ theme }) => theme.space[2]} 0;
      border-top: 1px solid ${({ theme }) => theme.color.border};
    }
    tbody tr:first-child {
      border-top: none;
    }
    th,
    td {
      display: block;
      border-top: none;
      overflow-wrap: anywhere;
    }
    td[data-label]::before {
      content: attr(data-label);
      display: block;
      font-size: ${({ theme }) => theme.font.size.xs};
      font-weight: ${({ theme }) => theme.font.weight.medium};
      color: ${({ theme }) => theme.color.textMuted};
    }
  }
`;

/** A row's Edit and Delete, named for the item ("Edit the puzzle of 25/11/2026") for a screen reader. */
export function RowActions({ what, onEdit, onDelete }: { what: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <Row>
      <Button variant="outline" onClick={onEdit} aria-label={`${commonCopy.edit} ${what}`}>
        {commonCopy.edit}
      </Button>
      <Button variant="ghost" onClick={onDelete} aria-label={`${commonCopy.delete} ${what}`}>
        {commonCopy.delete}
      </Button>
    </Row>
  );
}

export function ResourceTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  actions,
  note,
}: {
  /** The list's name, as the region a keyboard user scrolls. */
  label: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The row's Edit and Delete (RowActions), or null when it has none. */
  actions: (row: Row) => ReactNode;
  /** A row with nothing to show but a sentence after its header (a course without a fee). */
  note?: (row: Row) => string | null;
}) {
  // A note stands for every cell after the row's header, the actions' too.
  const noteSpan = columns.filter((column) => !column.rowHeader).length + 1;
  return (
    <TableScroll tabIndex={0} role="region" aria-label={label}>
      <StyledTable>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
            <th scope="col">{commonCopy.actions}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const sentence = note?.(row) ?? null;
            return (
              <tr key={rowKey(row)}>
                {columns.map((column) =>
                  column.rowHeader ? (
                    <th key={column.header} scope="row">
                      {column.cell(row, index, rows)}
                    </th>
                  ) : sentence === null ? (
                    <td key={column.header} data-label={column.header}>
                      {column.cell(row, index, rows)}
                    </td>
                  ) : null,
                )}
                {sentence === null ? <td>{actions(row)}</td> : <td colSpan={noteSpan}>{sentence}</td>}
              </tr>
            );
          })}
        </tbody>
      </StyledTable>
    </TableScroll>
  );
}
