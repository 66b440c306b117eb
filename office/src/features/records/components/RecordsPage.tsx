import { useState } from 'react';
import type { FormEvent, MouseEvent, ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { COURSES, FormField, apiFieldErrors, failureStatus, useClock } from '@academy/shared';
import { DEMO_RECORD_VIEWS, EXPERT_IN_OPTIONS, OFFICE_DAY_FORMAT, RECORD_VIEWS, officeTextOfDay } from '@academy/contracts/office-rules';
import type { OfficeRecordKind } from '@academy/contracts/office-rules';
import type { BulkResult } from '@academy/contracts/records';
import { useLoad } from '../../../lib/useLoad';
import { Pager, pageCount } from '../../../lib/Pager';
import { DataView, PageHeading, Panel } from '../../../lib/ui';
import { bulkCopy, filterCopy, recordsCopy, shortcutCopy, tableCopy, viewCopy } from '../../../content/records';
import { PAGE_SIZE, csvUrl, listRecords } from '../api/records';
import { AccessRequestPanel } from './AccessRequestPanel';
import { recordNumber } from '../api/records';
import type { OfficeRecord, RecordFilters } from '../api/records';
import { FILTER_KEYS, useRecordFilters } from '../hooks/useRecordFilters';
import { STATUSES } from './RecordEditor';
import { appliedCount, draftOf, readDraft } from '../lib/filterDraft';
import { usePhoneLayout } from '../../../lib/useMediaQuery';
import { FoldedFilters } from './FoldedFilters';
import { RecordCards } from './RecordCards';
import type { DayProblems } from '../lib/filterDraft';
import { DAY_SHORTCUTS, shortcutDays } from '../lib/dayShortcuts';
import { nextOrder } from '../lib/listOrder';
import type { ListOrder } from '../lib/listOrder';
import { viewQuery } from '../lib/savedViews';
import { BulkBar } from './BulkBar';
import { RecordsTable } from './RecordsTable';
import { SavedViews } from './SavedViews';
import { ControlLine, LineLabel, SmallButton, SmallExport, SmallInput, SmallSelect } from './listControls';

/** What the subject filter offers: the courses a parent registers for, the subjects an applicant chooses from. */
const SUBJECTS: Record<OfficeRecordKind, readonly string[]> = {
  registrations: COURSES.map((course) => course.label),
  applications: EXPERT_IN_OPTIONS,
};

const StyledSummary = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  &:empty {
    display: none;
  }
`;

/**
 * The heading and the count beside the filters rather than above them, and smaller than other
 * pages': the screen is for the records. On a narrow screen the filters wrap below.
 */
const TopLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  align-items: flex-start;
  margin-bottom: ${({ theme }) => theme.space[2]};
  /* The filters' panel (FoldedFilters), its form inside. */
  & > [id^='filters-'] {
    flex: 1 1 46rem;
  }
  form {
    margin: 0;
  }
`;
const HeadingColumn = styled.div`
  flex: 0 0 8rem;
  font-size: ${({ theme }) => theme.font.size.sm};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.font.size.lg};
    line-height: 1.3;
  }
`;

/** The filters in one row on a desktop: each field as wide as its content needs. */
const FilterFields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 9.5rem), 1fr));
  label {
    font-size: ${({ theme }) => theme.font.size.xs};
    line-height: 1.3;
  }
`;

/** The filters' panel, tighter than the office's other panels. */
const FilterPanel = styled(Panel)`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
`;

/**
 * What to do with the records ticked, and what the last bulk change did: kept at the bottom of
 * the screen while the list scrolls, so it never pushes the rows down.
 */
const BulkLine = styled.div<{ $active: boolean }>`
  position: sticky;
  bottom: 0;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  ${({ $active, theme }) =>
    $active
      ? `padding: ${theme.space[2]} ${theme.space[3]}; border: 1px solid ${theme.color.border}; border-radius: ${theme.radius.md}; background: ${theme.color.surfaceRaised}; box-shadow: 0 -2px 8px rgb(0 0 0 / 12%);`
      : ''}
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
  order,
  total,
  refused,
  onApply,
  savedViews,
}: {
  kind: OfficeRecordKind;
  filters: RecordFilters;
  /** The list's order, which the export follows. */
  order: ListOrder;
  total: number | undefined;
  /** The API's sentences per field, when it refused the applied filters. */
  refused: DayProblems | undefined;
  onApply: (next: RecordFilters) => void;
  /** The saved views, on the line of the filters' buttons. */
  savedViews: ReactNode;
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
  const clock = useClock();
  /** Today or This week in India, set as From and To and applied with the other filters typed. */
  const applyShortcut = (shortcut: (typeof DAY_SHORTCUTS)[number]) => {
    const { from, to } = shortcutDays(shortcut, clock.now());
    const days = { ...draft, from: officeTextOfDay(from), to: officeTextOfDay(to) };
    setDraft(days);
    setProblems({});
    onApply(readDraft(days).filters);
  };
  const id = (key: string) => `filter-${kind}-${key}`;
  return (
    <FilterPanel as="form" role="search" aria-label={filterCopy.legend} onSubmit={submit}>
      <FilterFields>
        <FormField label={filterCopy.q} htmlFor={id('q')} errorId={`${id('q')}-error`}>
          <SmallInput id={id('q')} type="search" value={draft.q} onChange={set('q')} placeholder={recordsCopy[kind].searchHint} />
        </FormField>
        <FormField label={viewCopy.label} htmlFor={id('view')} errorId={`${id('view')}-error`}>
          <SmallSelect id={id('view')} value={draft.view} onChange={set('view')}>
            <option value="">{viewCopy.all}</option>
            {RECORD_VIEWS.map((view) => (
              <option key={view} value={view}>
                {viewCopy[view]}
              </option>
            ))}
            {kind === 'registrations' &&
              DEMO_RECORD_VIEWS.map((view) => (
                <option key={view} value={view}>
                  {viewCopy[view]}
                </option>
              ))}
          </SmallSelect>
        </FormField>
        <FormField label={filterCopy.subject[kind]} htmlFor={id('course')} errorId={`${id('course')}-error`}>
          <SmallSelect id={id('course')} value={draft.course} onChange={set('course')}>
            <option value="">{filterCopy.anySubject[kind]}</option>
            {SUBJECTS[kind].map((subject) => (
              <option key={subject} value={subject}>
                {subject}
              </option>
            ))}
          </SmallSelect>
        </FormField>
        <FormField label={filterCopy.status} htmlFor={id('status')} errorId={`${id('status')}-error`}>
          <SmallSelect id={id('status')} value={draft.status} onChange={set('status')}>
            <option value="">{filterCopy.anyStatus}</option>
            {STATUSES[kind].map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </SmallSelect>
        </FormField>
        <FormField label={filterCopy.from} htmlFor={id('from')} errorId={`${id('from')}-error`} error={fieldProblems.from}>
          <SmallInput
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
          <SmallInput
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
      </FilterFields>
      <ControlLine>
        <SmallButton type="submit">{filterCopy.apply}</SmallButton>
        <SmallButton variant="ghost" onClick={() => onApply({ q: '', view: '', course: '', status: '', from: '', to: '' })}>
          {filterCopy.clear}
        </SmallButton>
        <LineLabel>{shortcutCopy.label}:</LineLabel>
        {DAY_SHORTCUTS.map((shortcut) => (
          <SmallButton key={shortcut} variant="outline" onClick={() => applyShortcut(shortcut)}>
            {shortcutCopy[shortcut]}
          </SmallButton>
        ))}
        <SmallExport $variant="outline" href={csvUrl(kind, filters, order)} download={`${kind}.csv`} onClick={exportTyped}>
          {total === undefined ? filterCopy.export : filterCopy.exportCount(total, recordsCopy[kind].one)}
        </SmallExport>
        {savedViews}
      </ControlLine>
      <StyledSummary role="status">{exportNotice}</StyledSummary>
    </FilterPanel>
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
  const { filters, page, order, setFilters, setOrder, setPage, setQuery } = useRecordFilters();
  const { search } = useLocation();
  const key = `${kind}?${JSON.stringify(filters)}&${JSON.stringify(order)}&${page}`;
  const { state, reload } = useLoad<ListedPage>(() => listRecords(kind, filters, page, order).catch(refusedFilters), key);
  const refused = state.kind === 'loaded' ? state.data.refused : undefined;
  // The page shown: the one loaded, or while the next loads, the last one.
  const shown = state.kind === 'loaded' ? state.data : state.kind === 'loading' ? state.previous : undefined;
  const [edits, setEdits] = useState<Record<string, OfficeRecord>>({});
  const latest = (record: OfficeRecord) => edits[recordNumber(record)] ?? record;
  // The records ticked for a bulk change; another page, filter or order starts with none ticked.
  // Each goes with the version its row shows when the change is sent (a status saved in its row
  // since it was ticked is that row's version, not someone else's change).
  const [ticked, setTicked] = useState<{ key: string; numbers: ReadonlySet<string> }>({ key, numbers: new Set() });
  const selected = ticked.key === key ? ticked.numbers : new Set<string>();
  const [bulkResult, setBulkResult] = useState<BulkResult | null>(null);
  const rows = state.kind === 'loaded' ? state.data.records.map(latest) : [];
  const chosen = rows
    .filter((record) => selected.has(recordNumber(record)))
    .map((record) => ({
      number: recordNumber(record),
      version: record.version ?? '',
    }));
  const select = (numbers: string[], tick: boolean) => {
    const next = new Set(selected);
    for (const number of numbers) {
      if (tick) next.add(number);
      else next.delete(number);
    }
    setTicked({ key, numbers: next });
  };
  const bulkDone = (result: BulkResult) => {
    setBulkResult(result);
    setTicked({ key, numbers: new Set() });
    setEdits({});
    reload();
  };
  const phone = usePhoneLayout();
  const onSaved = (saved: OfficeRecord) => setEdits((e) => ({ ...e, [recordNumber(saved)]: saved }));
  return (
    <>
      <TopLine>
        <HeadingColumn>
          <PageHeading>{copy.heading}</PageHeading>
          <StyledSummary role="status">{shown && !shown.refused ? tableCopy.total(shown.total, copy.one) : ''}</StyledSummary>
        </HeadingColumn>
        <FoldedFilters folded={phone} id={`filters-${kind}`} applied={appliedCount(filters)} appliedKey={JSON.stringify(filters)}>
          <Filters
            kind={kind}
            filters={filters}
            order={order}
            total={state.kind === 'loaded' && !refused ? state.data.total : undefined}
            refused={refused}
            onApply={setFilters}
            savedViews={<SavedViews kind={kind} current={viewQuery(search)} onOpen={setQuery} />}
          />
        </FoldedFilters>
      </TopLine>
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
              {/* A phone shows cards, a desk the table; both save their edits alike. */}
              {phone ? (
                <RecordCards kind={kind} records={records.map(latest)} onSaved={onSaved} />
              ) : (
                <RecordsTable
                  kind={kind}
                  records={records.map(latest)}
                  order={order}
                  onSort={(column) => setOrder(nextOrder(order, column))}
                  selected={selected}
                  onSelect={select}
                  onSaved={onSaved}
                />
              )}
              <BulkLine $active={chosen.length > 0 || bulkResult !== null}>
                <StyledSummary role="status">
                  {bulkResult ? bulkCopy.done(bulkResult.changed.length, bulkResult.changedSince.length) : ''}
                  {bulkResult && bulkResult.notFound.length > 0 ? ` ${bulkCopy.notFound(bulkResult.notFound)}` : ''}
                </StyledSummary>
                {chosen.length > 0 ? (
                  <BulkBar kind={kind} chosen={chosen} onDone={bulkDone} onClear={() => setTicked({ key, numbers: new Set() })} />
                ) : null}
              </BulkLine>
              <Pager page={page} pages={pages} onPage={setPage} />
            </>
          );
        }}
      </DataView>
      <AccessRequestPanel />
    </>
  );
}
