import { useState } from 'react';
import type { FormEvent, MouseEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Button, COURSES, FormField, StyledInput, StyledSelect, apiFieldErrors, buttonStyles, failureStatus } from '@academy/shared';
import type { ButtonVariant } from '@academy/shared';
import { EXPERT_IN_OPTIONS, OFFICE_DAY_FORMAT, RECORD_VIEWS, officeTextOfDay } from '@academy/contracts/office-rules';
import type { OfficeRecordKind } from '@academy/contracts/office-rules';
import { useLoad } from '../../../lib/useLoad';
import { Pager, pageCount } from '../../../lib/Pager';
import { DataView, FieldGrid, PageHeading, Panel, Row, Table, TableScroll } from '../../../lib/ui';
import { filterCopy, followUpCopy, recordsCopy, tableCopy, viewCopy } from '../../../content/records';
import { PAGE_SIZE, csvUrl, listRecords } from '../api/records';
import { AccessRequestPanel } from './AccessRequestPanel';
import { ContactLinks } from './ContactLinks';
import { recordNumber } from '../api/records';
import type { OfficeRecord, RecordFilters } from '../api/records';
import { istDateTime } from '../../../lib/istTime';
import { FILTER_KEYS, useRecordFilters } from '../hooks/useRecordFilters';
import { RecordEditor, STATUSES } from './RecordEditor';
import { appliedCount, draftOf, readDraft } from '../lib/filterDraft';
import { listedPerson } from '../lib/recordText';
import { usePhoneLayout } from '../../../lib/useMediaQuery';
import { FoldedFilters } from './FoldedFilters';
import { RecordCards } from './RecordCards';
import type { DayProblems } from '../lib/filterDraft';

/** What the subject filter offers: the courses a parent registers for, the subjects an applicant chooses from. */
const SUBJECTS: Record<OfficeRecordKind, readonly string[]> = {
  registrations: COURSES.map((course) => course.label),
  applications: EXPERT_IN_OPTIONS,
};

const StyledExport = styled.a<{ $variant: ButtonVariant }>`
  ${buttonStyles}
`;

const StyledFollowUp = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.textMuted};
  &:empty {
    display: none;
  }
`;

const StyledSummary = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.textMuted};
`;

/** A list the API refused for its filters (a day typed into the URL): the sentences go beside the fields. */
type ListedPage = { records: OfficeRecord[]; total: number; refused?: DayProblems };
function refusedFilters(error: unknown): ListedPage {
  const fields = apiFieldErrors(error);
  if (failureStatus(error) === 400 && Object.keys(fields).length > 0) return { records: [], total: 0, refused: fields };
  throw error;
}

const sameFilters = (a: RecordFilters, b: RecordFilters): boolean => FILTER_KEYS.every((key) => a[key].trim() === b[key].trim());

/**
 * The filters, Apply, Clear and Export. Export downloads the filters the list shows, and says how
 * many rows that is; filters typed but not applied are applied first, so the file never holds
 * something other than the list on screen.
 */
function Filters({
  kind,
  filters,
  total,
  refused,
  onApply,
}: {
  kind: OfficeRecordKind;
  filters: RecordFilters;
  total: number | undefined;
  /** The API's sentences per field, when it refused the applied filters. */
  refused: DayProblems | undefined;
  onApply: (next: RecordFilters) => void;
}) {
  const [draft, setDraft] = useState(() => draftOf(filters));
  const [shown, setShown] = useState(filters);
  const [problems, setProblems] = useState<DayProblems>({});
  // The URL changed (back, a bookmark): the form shows what is applied.
  if (shown !== filters) {
    setShown(filters);
    setDraft(draftOf(filters));
    setProblems({});
  }
  const fieldProblems: DayProblems = { ...refused, ...problems };
  const set = (key: keyof RecordFilters) => (event: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: event.target.value }));
  /** Applies the typed filters; false (the first bad field focused) when a day is wrong. */
  const apply = (): boolean => {
    const read = readDraft(draft);
    setProblems(read.problems);
    const first = (['from', 'to'] as const).find((key) => read.problems[key]);
    if (first) {
      document.getElementById(id(first))?.focus();
      return false;
    }
    onApply(read.filters);
    return true;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply();
  };
  const [exportNotice, setExportNotice] = useState('');
  const exportTyped = (event: MouseEvent) => {
    if (sameFilters(draft, draftOf(filters))) {
      setExportNotice('');
      return;
    }
    event.preventDefault();
    setExportNotice(apply() ? filterCopy.exportApplied : '');
  };
  const id = (key: string) => `filter-${kind}-${key}`;
  return (
    <Panel as="form" role="search" aria-label={filterCopy.legend} onSubmit={submit}>
      <FieldGrid>
        <FormField label={filterCopy.q} htmlFor={id('q')} errorId={`${id('q')}-error`}>
          <StyledInput id={id('q')} type="search" value={draft.q} onChange={set('q')} placeholder={recordsCopy[kind].searchHint} />
        </FormField>
        <FormField label={viewCopy.label} htmlFor={id('view')} errorId={`${id('view')}-error`}>
          <StyledSelect id={id('view')} value={draft.view} onChange={set('view')}>
            <option value="">{viewCopy.all}</option>
            {RECORD_VIEWS.map((view) => (
              <option key={view} value={view}>
                {viewCopy[view]}
              </option>
            ))}
          </StyledSelect>
        </FormField>
        <FormField label={filterCopy.subject[kind]} htmlFor={id('course')} errorId={`${id('course')}-error`}>
          <StyledSelect id={id('course')} value={draft.course} onChange={set('course')}>
            <option value="">{filterCopy.anySubject[kind]}</option>
            {SUBJECTS[kind].map((subject) => (
              <option key={subject} value={subject}>
                {subject}
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
        <FormField label={filterCopy.from} htmlFor={id('from')} errorId={`${id('from')}-error`} error={fieldProblems.from}>
          <StyledInput
            id={id('from')}
            inputMode="numeric"
            autoComplete="off"
            placeholder={OFFICE_DAY_FORMAT}
            value={draft.from}
            onChange={set('from')}
            aria-invalid={fieldProblems.from ? true : undefined}
            aria-describedby={fieldProblems.from ? `${id('from')}-error` : undefined}
          />
        </FormField>
        <FormField label={filterCopy.to} htmlFor={id('to')} errorId={`${id('to')}-error`} error={fieldProblems.to}>
          <StyledInput
            id={id('to')}
            inputMode="numeric"
            autoComplete="off"
            placeholder={OFFICE_DAY_FORMAT}
            value={draft.to}
            onChange={set('to')}
            aria-invalid={fieldProblems.to ? true : undefined}
            aria-describedby={fieldProblems.to ? `${id('to')}-error` : undefined}
          />
        </FormField>
      </FieldGrid>
      <Row>
        <Button type="submit">{filterCopy.apply}</Button>
        <Button variant="ghost" onClick={() => onApply({ q: '', view: '', course: '', status: '', from: '', to: '' })}>
          {filterCopy.clear}
        </Button>
        <StyledExport $variant="outline" href={csvUrl(kind, filters)} download={`${kind}.csv`} onClick={exportTyped}>
          {total === undefined ? filterCopy.export : filterCopy.exportCount(total, recordsCopy[kind].one)}
        </StyledExport>
      </Row>
      <StyledSummary role="status">{exportNotice}</StyledSummary>
    </Panel>
  );
}

function RecordsTable({
  kind,
  records,
  onSaved,
}: {
  kind: OfficeRecordKind;
  records: OfficeRecord[];
  onSaved: (record: OfficeRecord) => void;
}) {
  const copy = recordsCopy[kind];
  // The record's page keeps the list's filters and page in its own URL, for "Back to the list".
  const { search } = useLocation();
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
            const { name, subject } = listedPerson(record);
            return (
              <tr key={number}>
                <th scope="row">
                  <Link to={`/${kind}/${encodeURIComponent(number)}${search}`}>{number}</Link>
                </th>
                <td>
                  <time dateTime={record.receivedAt}>{istDateTime(record.receivedAt)}</time>
                </td>
                <td>{name}</td>
                <td>{subject}</td>
                <td>
                  {record.email}
                  <br />
                  <ContactLinks record={record} />
                </td>
                <td>
                  <RecordEditor kind={kind} number={number} record={record} onSaved={onSaved} />
                  <StyledFollowUp>
                    {followUpCopy.line(record.followUpOn ? officeTextOfDay(record.followUpOn) : null, record.owner ?? '')}
                  </StyledFollowUp>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </TableScroll>
  );
}

/**
 * The registrations or applications: filters, the page of records, paging and the export. Both
 * routes render this one component, so React would keep one list's state (its loaded rows, its
 * edits, its typed filters) into the other; keyed by the kind, each list starts afresh.
 */
export default function RecordsPage({ kind }: { kind: OfficeRecordKind }) {
  return <RecordsList key={kind} kind={kind} />;
}

function RecordsList({ kind }: { kind: OfficeRecordKind }) {
  const copy = recordsCopy[kind];
  const { filters, page, setFilters, setPage } = useRecordFilters();
  const key = `${kind}?${JSON.stringify(filters)}&${page}`;
  const { state, reload } = useLoad<ListedPage>(() => listRecords(kind, filters, page).catch(refusedFilters), key);
  const refused = state.kind === 'loaded' ? state.data.refused : undefined;
  const [edits, setEdits] = useState<Record<string, OfficeRecord>>({});
  const latest = (record: OfficeRecord) => edits[recordNumber(record)] ?? record;
  const phone = usePhoneLayout();
  const onSaved = (saved: OfficeRecord) => setEdits((e) => ({ ...e, [recordNumber(saved)]: saved }));
  return (
    <>
      <PageHeading>{copy.heading}</PageHeading>
      <FoldedFilters folded={phone} id={`filters-${kind}`} applied={appliedCount(filters)} appliedKey={JSON.stringify(filters)}>
        <Filters
          kind={kind}
          filters={filters}
          total={state.kind === 'loaded' && !refused ? state.data.total : undefined}
          refused={refused}
          onApply={setFilters}
        />
      </FoldedFilters>
      <DataView
        state={state}
        reload={reload}
        empty={refused ? filterCopy.correctFirst : copy.empty}
        isEmpty={(data) => data.records.length === 0}
      >
        {({ records, total }) => {
          const pages = pageCount(total, PAGE_SIZE);
          return (
            <>
              <StyledSummary role="status">{tableCopy.total(total, copy.one)}</StyledSummary>
              {/* A phone shows cards, a desk the table; both save their edits alike. */}
              {phone ? (
                <RecordCards kind={kind} records={records.map(latest)} onSaved={onSaved} />
              ) : (
                <RecordsTable kind={kind} records={records.map(latest)} onSaved={onSaved} />
              )}
              <Pager page={page} pages={pages} onPage={setPage} />
            </>
          );
        }}
      </DataView>
      <AccessRequestPanel />
    </>
  );
}
