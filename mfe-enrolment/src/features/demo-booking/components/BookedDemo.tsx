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
  /** The level of "What to prepare": below the overlay's h3, or the manage page's h1. */
  subHeading?: 'h2' | 'h4';
}

/** The booked demo: when (the parent's time and IST), with whom, how long, what to prepare, and its calendar file. */
export function BookedDemo({ token, booking, zone, showManageLink = false, onLeave, subHeading: SubHeading = 'h4' }: BookedDemoProps) {
  const { apiBaseUrl } = useConfig();
  const time = slotTime(booking.startsAt, zone);
  return (
    <StyledBooked data-testid="demo-booked">
      <StyledWhen>
        <TeacherPhoto teacher={booking.teacher} />
        <div>
          <strong>{time.local}</strong>
          <span>
            {time.inIndia ? '' : `${time.ist} · `}
            {slotLength(booking.minutes)}
          </span>
          <span>{demoCopy.with(booking.teacher.name)}</span>
        </div>
      </StyledWhen>
      <SubHeading>{demoCopy.prepareHeading}</SubHeading>
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
