import { useEffect, useId, useRef } from 'react';
import { Button, LoadingBlock } from '@academy/shared';
import { demoCopy } from '../../../content/demoBooking';
import { useBooking } from '../hooks/useBooking';
import { useDemo } from '../hooks/useDemo';
import { browserZone } from '../lib/slotTime';
import { BookedDemo } from './BookedDemo';
import { FreeSlots } from './FreeSlots';
import { StyledNotice, StyledSection } from './styled';

export interface DemoPickerProps {
  /** The registration's demo token, from the API's answer. */
  token: string;
  /** The parent's zone; the browser's own unless a test pins it. */
  zone?: string;
  /** The parent leaves the overlay for the manage page. */
  onLeave?: () => void;
}

/**
 * The success overlay's demo step: "Pick a time for your free demo", the next 7 days' free slots
 * for the course, one tap to book; then the booked time, the teacher, what to prepare, the
 * calendar file and the manage link. Loaded only after a registration is stored (its own chunk).
 */
export default function DemoPicker({ token, zone = browserZone(), onLeave }: DemoPickerProps) {
  const headingId = useId();
  const { state, retry, replace } = useDemo(token, demoCopy.linkProblem);
  const demo = state.status === 'loaded' ? state.demo : null;
  const booking = useBooking(token, demo, replace, demoCopy.bookFailed);
  const bookedRef = useRef<HTMLHeadingElement>(null);
  const booked = demo?.booking ?? null;
  // Booking replaced the buttons the parent was on: take them to what happened.
  const wasBooked = useRef(booked !== null);
  useEffect(() => {
    if (booked && !wasBooked.current) bookedRef.current?.focus();
    wasBooked.current = booked !== null;
  }, [booked]);

  return (
    <StyledSection aria-labelledby={headingId} data-testid="demo-picker">
      {booked ? (
        <h3 id={headingId} ref={bookedRef} tabIndex={-1}>
          {demoCopy.booked}
        </h3>
      ) : (
        <h3 id={headingId}>{demoCopy.heading}</h3>
      )}
      {state.status === 'loading' && <LoadingBlock label={demoCopy.loading} />}
      {state.status === 'failed' && (
        <StyledNotice role="alert" $tone="error">
          {demoCopy.loadFailed}{' '}
          <Button variant="outline" onClick={retry}>
            {demoCopy.retry}
          </Button>
        </StyledNotice>
      )}
      {state.status === 'refused' && (
        <StyledNotice role="alert" $tone="error">
          {state.message}
        </StyledNotice>
      )}
      {demo && booked && <BookedDemo token={token} booking={booked} zone={zone} showManageLink onLeave={onLeave} />}
      {demo && !booked && (
        <FreeSlots
          courseName={demo.courseName}
          course={demo.course}
          slots={booking.slots}
          zone={zone}
          onPick={(slot) => void booking.book(slot)}
          busySlot={booking.busySlot}
          problem={booking.problem}
        />
      )}
    </StyledSection>
  );
}
