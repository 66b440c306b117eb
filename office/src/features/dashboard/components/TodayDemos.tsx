import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useClock } from '@academy/shared';
import { courseName, demosCopy, todayDemosCopy as copy } from '../../../content/demos';
import { listDemos } from '../../../lib/demosApi';
import { istDay, istTime } from '@academy/contracts/time';
import { DataView, Panel } from '../../../lib/ui';
import { useLoad } from '../../../lib/useLoad';

const StyledList = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space[3]};
  padding: 0;
  li {
    padding: ${({ theme }) => theme.space[2]} 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.layout.touchTarget};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  span {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const StyledPanel = styled(Panel)`
  margin-top: ${({ theme }) => theme.space[5]};
`;

/** Today's booked demos (India's day), soonest first; each opens on the demo calendar with its Call and marks. */
export function TodayDemos() {
  const today = istDay(useClock().now());
  const { state, reload } = useLoad(() => listDemos(today, today), `today-demos-${today}`);
  return (
    <StyledPanel aria-labelledby="today-demos">
      <h2 id="today-demos">{copy.heading}</h2>
      <DataView state={state} reload={reload} empty={copy.empty} isEmpty={(demos) => demos.length === 0}>
        {(demos) => (
          <StyledList>
            {demos.map((demo) => (
              <li key={demo.id}>
                <Link to={`/demos?day=${today}&demo=${demo.id}`}>
                  {demosCopy.open(demo.childName || demo.registrationNumber, istTime(demo.startsAt))}
                </Link>{' '}
                <span>
                  · {courseName(demo.course)} · {demo.teacherName} · {demosCopy.status[demo.status]}
                </span>
              </li>
            ))}
          </StyledList>
        )}
      </DataView>
      <Link to={`/demos?day=${today}`}>{copy.all}</Link>
    </StyledPanel>
  );
}
