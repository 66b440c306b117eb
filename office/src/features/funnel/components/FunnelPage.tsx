import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, COURSE_OPTIONS, FormField, StyledSelect, buttonStyles, useClock } from '@academy/shared';
import styled from 'styled-components';
import { funnelCopy as copy } from '../../../content/demos';
import { istDay } from '@academy/contracts/time';
import { addDays } from '../../../lib/istDays';
import { dayText } from '@academy/contracts/time';
import { useSession } from '../../../lib/session';
import { DataView, DateTimeInput, FieldGrid, Hint, PageHeading, Table, TableScroll } from '../../../lib/ui';
import { useLoad } from '../../../lib/useLoad';
import { funnelCsvUrl, getFunnel } from '../api/funnel';
import type { FunnelFilters } from '../api/funnel';
import { days, funnelTotals, percent } from '../lib/funnelTotals';
import { FunnelChart } from './FunnelChart';

const StyledExport = styled.a<{ $variant: 'outline' }>`
  ${buttonStyles}
`;

const StyledForm = styled.form`
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

/** From lead to paid: the funnel of some weeks (the last 12 by default) as a chart and a table; a manager exports it. */
export default function FunnelPage() {
  const today = istDay(useClock().now());
  const [filters, setFilters] = useState<FunnelFilters>({ from: addDays(today, -83), to: today, course: '' });
  const [draft, setDraft] = useState(filters);
  const { state, reload } = useLoad(() => getFunnel(filters), JSON.stringify(filters));
  const { state: session } = useSession();
  const manager = session.kind === 'signed-in' && session.staff.role === 'manager';
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
  };
  return (
    <>
      <PageHeading>{copy.heading}</PageHeading>
      <StyledForm onSubmit={apply} aria-label={copy.filters}>
        <FieldGrid>
          <FormField label={copy.from} htmlFor="funnel-from" errorId="funnel-from-error">
            <DateTimeInput
              id="funnel-from"
              type="date"
              value={draft.from}
              onChange={(event) => setDraft({ ...draft, from: event.target.value })}
            />
          </FormField>
          <FormField label={copy.to} htmlFor="funnel-to" errorId="funnel-to-error">
            <DateTimeInput
              id="funnel-to"
              type="date"
              value={draft.to}
              onChange={(event) => setDraft({ ...draft, to: event.target.value })}
            />
          </FormField>
          <FormField label={copy.course} htmlFor="funnel-course" errorId="funnel-course-error">
            <StyledSelect id="funnel-course" value={draft.course} onChange={(event) => setDraft({ ...draft, course: event.target.value })}>
              <option value="">{copy.allCourses}</option>
              {COURSE_OPTIONS.map((course) => (
                <option key={course} value={course}>
                  {course}
                </option>
              ))}
            </StyledSelect>
          </FormField>
        </FieldGrid>
        <Button type="submit">{copy.show}</Button>{' '}
        {manager && (
          <StyledExport $variant="outline" href={funnelCsvUrl(filters)} download>
            {copy.exportCsv}
          </StyledExport>
        )}
      </StyledForm>
      <DataView state={state} reload={reload} empty={copy.empty} isEmpty={(funnel) => funnel.rows.length === 0}>
        {(funnel) => (
          <>
            <FunnelChart steps={funnelTotals(funnel.rows)} caption={copy.caption(dayText(funnel.from), dayText(funnel.to))} />
            <TableScroll tabIndex={0} role="region" aria-label={copy.tableLabel}>
              <Table>
                <thead>
                  <tr>
                    {copy.columns.map((column) => (
                      <th key={column} scope="col">
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {funnel.rows.map((row) => (
                    <tr key={`${row.week}-${row.course}`} data-testid="funnel-row">
                      <td>
                        {row.week}
                        <Hint>{dayText(row.weekStart)}</Hint>
                      </td>
                      <td>{row.course}</td>
                      <td>{row.registrations}</td>
                      <td>
                        {row.demoBooked} <Hint>{percent(row.bookedRate)}</Hint>
                      </td>
                      <td>
                        {row.attended} <Hint>{percent(row.attendedRate)}</Hint>
                      </td>
                      <td>
                        {row.paid} <Hint>{percent(row.paidRate)}</Hint>
                      </td>
                      <td>{days(row.medianDaysToBook)}</td>
                      <td>{days(row.medianDaysToAttend)}</td>
                      <td>{days(row.medianDaysToPay)}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </TableScroll>
          </>
        )}
      </DataView>
    </>
  );
}
