import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { buttonStyles, useConfig } from '@academy/shared';
import { demoCopy } from '../../../content/demoBooking';
import type { DemoBooking } from '@academy/contracts/records';
import { demoCalendarPath, demoPagePath } from '@academy/contracts/records/api-paths';
import { slotLength, slotTime } from '../lib/slotTime';
import { StyledBooked, StyledMuted, StyledRow, StyledWhen } from './styled';
import { TeacherPhoto } from './TeacherPhoto';

const StyledCalendar = styled.a<{ $variant: 'primary' }>`
  ${buttonStyles}
`;

export interface BookedDemoProps {
  token: string;
  booking: DemoBooking;
  zone: string;
  /** Shown in the success overlay: the link to the page where the parent changes or cancels it. */
  showManageLink?: boolean;
  onLeave?: () => void;
}

/** The booked demo: when (the parent's time and IST), with whom, how long, what to prepare, and its calendar file. */
export function BookedDemo({ token, booking, zone, showManageLink = false, onLeave }: BookedDemoProps) {
  const { apiBaseUrl } = useConfig();
  const time = slotTime(booking.startsAt, zone);
  return (
    <StyledBooked data-testid="demo-booked">
      <StyledWhen>
        <TeacherPhoto teacher={booking.teacher} />
        <div>
          <strong>{time.local}</strong>
          {!time.inIndia && <span>{time.ist} · </span>}
          <span>
            {slotLength(booking.minutes)} {demoCopy.with(booking.teacher.name)}
          </span>
        </div>
      </StyledWhen>
      <h4>{demoCopy.prepareHeading}</h4>
      <ul>
        {demoCopy.prepare.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <StyledRow>
        <StyledCalendar $variant="primary" href={`${apiBaseUrl.replace(/\/+$/, '')}${demoCalendarPath(token)}`}>
          {demoCopy.addToCalendar}
        </StyledCalendar>
        {showManageLink && (
          <Link to={demoPagePath(token)} onClick={onLeave}>
            {demoCopy.manage}
          </Link>
        )}
      </StyledRow>
      <StyledMuted>{demoCopy.bookedLead}</StyledMuted>
    </StyledBooked>
  );
}
