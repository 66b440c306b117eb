import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, COURSES, FormField, StyledInput, StyledSelect, buttonStyles } from '@academy/shared';
import type { ButtonVariant } from '@academy/shared';
import type { OfficeRecordKind } from '@academy/contracts/office-rules';
import { useLoad } from '../../../lib/useLoad';
import { Pager, pageCount } from '../../../lib/Pager';
import { DataView, DateTimeInput, FieldGrid, PageHeading, Panel, Row, Table, TableScroll } from '../../../lib/ui';
import { filterCopy, recordsCopy, tableCopy } from '../../../content/records';
import { PAGE_SIZE, csvUrl, listRecords } from '../api/records';
import { AccessRequestPanel } from './AccessRequestPanel';
import { recordNumber } from '../api/records';
import type { OfficeRecord, RecordFilters } from '../api/records';
import { istDateTime } from '../../../lib/istTime';
import { useRecordFilters } from '../hooks/useRecordFilters';
import { RecordEditor, STATUSES } from './RecordEditor';

const StyledExport = styled.a<{ $variant: ButtonVariant }>`
  ${buttonStyles}
`;

const StyledSummary = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.textMuted};
`;

function Filters({ kind, filters, onApply }: { kind: OfficeRecordKind; filters: RecordFilters; onApply: (next: RecordFilters) => void }) {
  const [draft, setDraft] = useState(filters);
  const [shown, setShown] = useState(filters);
  // The URL changed (back, a bookmark): the form shows what is applied.
  if (shown !== filters) {
    setShown(filters);
    setDraft(filters);
  }
  const set = (key: keyof RecordFilters) => (event: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const id = (key: string) => `filter-${kind}-${key}`;
  return (
    <Panel as="form" role="search" aria-label={filterCopy.legend} onSubmit={submit}>
      <FieldGrid>
        <FormField label={filterCopy.q} htmlFor={id('q')} errorId={`${id('q')}-error`}>
          <StyledInput id={id('q')} type="search" value={draft.q} onChange={set('q')} placeholder={recordsCopy[kind].searchHint} />
        </FormField>
        <FormField label={filterCopy.course} htmlFor={id('course')} errorId={`${id('course')}-error`}>
          <StyledSelect id={id('course')} value={draft.course} onChange={set('course')}>
            <option value="">{filterCopy.anyCourse}</option>
            {COURSES.map((course) => (
              <option key={course.slug} value={course.label}>
                {course.label}
              </option>
            ))}
          </StyledSelect>
        </FormField>
        <FormField label={filterCopy.status} htmlFor={id('status')} errorId={`${id('status')}-error`}>
          <StyledSelect id={id('status')} value={draft.status} onChange={set('status')}>
            <option value="">{filterCopy.anyStatus}</option>
            {STATUSES[kind].map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </StyledSelect>
        </FormField>
        <FormField label={filterCopy.from} htmlFor={id('from')} errorId={`${id('from')}-error`}>
          <DateTimeInput id={id('from')} type="date" value={draft.from} onChange={set('from')} />
        </FormField>
        <FormField label={filterCopy.to} htmlFor={id('to')} errorId={`${id('to')}-error`}>
          <DateTimeInput id={id('to')} type="date" value={draft.to} onChange={set('to')} />
        </FormField>
      </FieldGrid>
      <Row>
        <Button type="submit">{filterCopy.apply}</Button>
        <Button variant="ghost" onClick={() => onApply({ q: '', course: '', status: '', from: '', to: '' })}>
          {filterCopy.clear}
        </Button>
        <StyledExport $variant="outline" href={csvUrl(kind, filters)} download={`${kind}.csv`}>
          {filterCopy.export}
        </StyledExport>
      </Row>
    </Panel>
  );
}

/** Who the record is about, and how to reach them, as the list shows it. */
function person(record: OfficeRecord): { name: string; subject: string; phone: string } {
  if ('registrationNumber' in record) {
    return { name: `${record.childName} (parent ${record.parentName})`, subject: record.course, phone: `+${record.countryCode} ${record.mobileNumber}` };
  }
  return { name: record.name, subject: record.expertIn, phone: record.mobileNumber };
}

function RecordsTable({ kind, records, onSaved }: { kind: OfficeRecordKind; records: OfficeRecord[]; onSaved: (record: OfficeRecord) => void }) {
  const copy = recordsCopy[kind];
  return (
    <TableScroll tabIndex={0} role="region" aria-label={copy.heading}>
      <Table>
        <thead>
          <tr>
            <th scope="col">{tableCopy.number}</th>
            <th scope="col">{tableCopy.date}</th>
            <th scope="col">{tableCopy.name}</th>
            <th scope="col">{kind === 'registrations' ? tableCopy.course : tableCopy.expertIn}</th>
            <th scope="col">{tableCopy.contact}</th>
            <th scope="col">{tableCopy.status}</th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => {
            const number = recordNumber(record);
            const { name, subject, phone } = person(record);
            return (
              <tr key={number}>
                <th scope="row">
                  <Link to={`/${kind}/${encodeURIComponent(number)}`}>{number}</Link>
                </th>
                <td>
                  <time dateTime={record.receivedAt}>{istDateTime(record.receivedAt)}</time>
                </td>
                <td>{name}</td>
                <td>{subject}</td>
                <td>
                  {record.email}
                  <br />
                  {phone}
                </td>
                <td>
                  <RecordEditor kind={kind} number={number} record={record} onSaved={onSaved} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </TableScroll>
  );
}

/** The registrations or applications: filters, the page of records, paging and the export. */
export default function RecordsPage({ kind }: { kind: OfficeRecordKind }) {
  const copy = recordsCopy[kind];
  const { filters, page, setFilters, setPage } = useRecordFilters();
  const key = `${kind}?${JSON.stringify(filters)}&${page}`;
  const { state, reload } = useLoad(() => listRecords(kind, filters, page), key);
  const [edits, setEdits] = useState<Record<string, OfficeRecord>>({});
  const latest = (record: OfficeRecord) => edits[recordNumber(record)] ?? record;
  return (
    <>
      <PageHeading key={kind}>{copy.heading}</PageHeading>
      <Filters kind={kind} filters={filters} onApply={setFilters} />
      <DataView state={state} reload={reload} empty={copy.empty} isEmpty={(data) => data.records.length === 0}>
        {({ records, total }) => {
          const pages = pageCount(total, PAGE_SIZE);
          return (
            <>
              <StyledSummary role="status">{tableCopy.total(total, copy.one)}</StyledSummary>
              <RecordsTable kind={kind} records={records.map(latest)} onSaved={(saved) => setEdits((e) => ({ ...e, [recordNumber(saved)]: saved }))} />
              <Pager page={page} pages={pages} onPage={setPage} />
            </>
          );
        }}
      </DataView>
      <AccessRequestPanel />
    </>
  );
}
