import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { media } from '@academy/shared';
import type { OfficeSummary } from '@academy/contracts/records';
import { useLoad } from '../../../lib/useLoad';
import { DataView, PageHeading } from '../../../lib/ui';
import { dashboardCopy } from '../../../content/dashboard';
import { getSummary } from '../api/summary';
import { TodayDemos } from './TodayDemos';

const StyledCounts = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  ${media.down('sm')} {
    grid-template-columns: 1fr;
  }
  a {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]};
    min-height: 100%;
    padding: ${({ theme }) => theme.space[4]};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surfaceRaised};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
  }
  a:hover {
    border-color: ${({ theme }) => theme.color.primary};
  }
  strong {
    font-size: ${({ theme }) => theme.font.size.xl};
    color: ${({ theme }) => theme.color.primary};
  }
`;

/** Each count with the list it is the total of: the link opens exactly those records. */
export function summaryLinks(summary: OfficeSummary): Array<{ key: string; count: number; label: string; to: string }> {
  const { today } = summary;
  return [
    { key: 'new-today', count: summary.newToday, label: dashboardCopy.newToday, to: `/registrations?from=${today}&to=${today}` },
    { key: 'not-contacted', count: summary.notContacted, label: dashboardCopy.notContacted, to: '/registrations?view=not-contacted' },
    { key: 'my-due', count: summary.myFollowUpsDue, label: dashboardCopy.myFollowUpsDue, to: '/registrations?view=my-due' },
    { key: 'demos', count: summary.demosThisWeek, label: dashboardCopy.demosThisWeek, to: '/registrations?view=demos-this-week' },
    { key: 'applications', count: summary.newApplications, label: dashboardCopy.newApplications, to: '/applications?status=new' },
  ];
}

/** The office's home: what needs the desk today, each count a link to its list. */
export default function DashboardPage() {
  const { state, reload } = useLoad(getSummary, 'summary');
  return (
    <>
      <PageHeading>{dashboardCopy.heading}</PageHeading>
      <DataView state={state} reload={reload} empty="" isEmpty={() => false}>
        {(summary) => (
          <StyledCounts>
            {summaryLinks(summary).map(({ key, count, label, to }) => (
              <li key={key}>
                <Link to={to}>
                  <strong>{count}</strong>
                  <span>{label}</span>
                </Link>
              </li>
            ))}
          </StyledCounts>
        )}
      </DataView>
      <TodayDemos />
    </>
  );
}
