import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, StyledSelect, media, useClock } from '@academy/shared';
import { demosCopy as copy } from '../../../content/demos';
import { istDay } from '@academy/contracts/time';
import { addDays, dayName, weekOf } from '../../../lib/istDays';
import { DataView, Hint, PageHeading, Row } from '../../../lib/ui';
import { usePhoneLayout } from '../../../lib/useMediaQuery';
import { useLoad } from '../../../lib/useLoad';
import { listDemos, listTeachers } from '../../../lib/demosApi';
import { demosByDay } from '../lib/demoDays';
import { DemoCard } from './DemoCard';
import { DemoDetail } from './DemoDetail';

const StyledDay = styled.section`
  display: grid;
  grid-template-columns: 9rem 1fr;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} 0;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  ${media.down('sm')} {
    grid-template-columns: 1fr;
  }
`;

const StyledCards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
  gap: ${({ theme }) => theme.space[2]};
`;

/** The teacher filter: its label beside a select no wider than a name needs. */
const StyledTeacher = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  select {
    width: auto;
    min-width: 12rem;
  }
`;

const StyledWhen = styled(Hint)`
  margin: ${({ theme }) => theme.space[3]} 0;
`;

/**
 * The desk's demo calendar: a week (a day on a phone) of booked demos, of one teacher or all, in
 * India's time; a demo opens above it with its actions. Day, teacher and the open demo are in the
 * URL, so Today's links open one demo directly.
 */
export default function DemosPage() {
  const phone = usePhoneLayout();
  const now = useClock().now();
  const [params, setParams] = useSearchParams();
  const day = params.get('day') ?? istDay(now);
  const teacher = params.get('teacher') ?? '';
  const openId = params.get('demo');
  const days = phone ? [day] : weekOf(day);
  const first = days[0] ?? day;
  const last = days[days.length - 1] ?? day;
  const { state, reload } = useLoad(() => listDemos(first, last, teacher || undefined), `${first}/${last}/${teacher}`);
  const teachers = useLoad(listTeachers, 'teachers').state;
  const set = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };
  const hrefOf = (id: number) => {
    const next = new URLSearchParams(params);
    next.set('demo', String(id));
    return `?${next.toString()}`;
  };
  const step = phone ? 1 : 7;
  const loaded = state.kind === 'loaded' ? state.data : state.kind === 'loading' ? state.previous : undefined;
  const open = loaded?.find((demo) => String(demo.id) === openId);

  return (
    <>
      <PageHeading>{copy.heading}</PageHeading>
      <Row>
        <Button variant="outline" onClick={() => set({ day: addDays(day, -step), demo: null })}>
          {phone ? copy.previousDay : copy.previousWeek}
        </Button>
        <Button variant="outline" onClick={() => set({ day: null, demo: null })}>
          {phone ? copy.today : copy.thisWeek}
        </Button>
        <Button variant="outline" onClick={() => set({ day: addDays(day, step), demo: null })}>
          {phone ? copy.nextDay : copy.nextWeek}
        </Button>
        <StyledTeacher>
          <label htmlFor="demo-teacher">{copy.teacher}</label>
          <StyledSelect id="demo-teacher" value={teacher} onChange={(event) => set({ teacher: event.target.value || null, demo: null })}>
            <option value="">{copy.allTeachers}</option>
            {(teachers.kind === 'loaded' ? teachers.data : []).map((one) => (
              <option key={one.id} value={one.id}>
                {one.name}
              </option>
            ))}
          </StyledSelect>
        </StyledTeacher>
      </Row>
      <StyledWhen>
        {phone ? dayName(day) : copy.week(dayName(first), dayName(last))} · {copy.times}
      </StyledWhen>
      {open && <DemoDetail key={open.id} demo={open} onChanged={reload} onClose={() => set({ demo: null })} />}
      <DataView state={state} reload={reload} empty={copy.empty} isEmpty={(demos) => demos.length === 0}>
        {(demos) =>
          demosByDay(demos, days).map(({ day: date, demos: ofDay }) => (
            <StyledDay key={date} aria-labelledby={`day-${date}`}>
              <h2 id={`day-${date}`}>{dayName(date)}</h2>
              {ofDay.length === 0 ? (
                <Hint>{copy.emptyDay}</Hint>
              ) : (
                <StyledCards>
                  {ofDay.map((demo) => (
                    <DemoCard key={demo.id} demo={demo} openHref={hrefOf(demo.id)} />
                  ))}
                </StyledCards>
              )}
            </StyledDay>
          ))
        }
      </DataView>
    </>
  );
}
