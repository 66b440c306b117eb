import { useState } from 'react';
import { Button, LoadingBlock } from '@academy/shared';
import { demoCopy } from '../../../content/demoBooking';
import type { DemoPage } from '@academy/contracts/records';
import { useBooking } from '../hooks/useBooking';
import { useCancel } from '../hooks/useCancel';
import { useDemo } from '../hooks/useDemo';
import { browserZone } from '../lib/slotTime';
import { BookedDemo } from './BookedDemo';
import { FreeSlots } from './FreeSlots';
import { LinkProblem } from './LinkProblem';
import { StyledMuted, StyledNotice, StyledRow, StyledSection } from './styled';

/**
 * The manage link's page body: the booked demo with "Choose another time" and "Cancel the demo",
 * or the free slots when there is no booking yet (a registration sent from the device's queue, or
 * an overlay closed before picking). A link that opens nothing says so and how to reach us.
 */
export function DemoManage({ token, zone = browserZone() }: { token: string; zone?: string }) {
  const { state, retry, replace } = useDemo(token, demoCopy.linkProblem);
  const demo = state.status === 'loaded' ? state.demo : null;
  const [moving, setMoving] = useState(false);
  const [news, setNews] = useState<string | null>(null);
  const onBooked = (next: DemoPage) => {
    setNews(demo?.booking ? demoCopy.moved : null);
    setMoving(false);
    replace(next);
  };
  const booking = useBooking(token, demo, onBooked, demoCopy.bookFailed);
  const cancel = useCancel(
    token,
    () => {
      setNews(demoCopy.cancelled);
      // The freed seat is free again: read the slots anew.
      retry();
    },
    demoCopy.cancelFailed,
  );

  if (state.status === 'loading') return <LoadingBlock label={demoCopy.loadingDemo} />;
  if (state.status === 'refused') return <LinkProblem message={state.message} />;
  if (state.status === 'failed' || !demo) {
    return (
      <StyledNotice role="alert" $tone="error">
        {demoCopy.loadFailed}{' '}
        <Button variant="outline" onClick={retry}>
          {demoCopy.retry}
        </Button>
      </StyledNotice>
    );
  }
  const picker = (
    <FreeSlots
      courseName={demo.courseName}
      course={demo.course}
      slots={booking.slots}
      zone={zone}
      onPick={(slot) => void booking.book(slot)}
      busySlot={booking.busySlot}
      problem={booking.problem}
      dayHeading="h3"
    />
  );
  return (
    <StyledSection>
      <StyledMuted>{demoCopy.pageCourse(demo.courseName)}</StyledMuted>
      {news && <StyledNotice role="status">{news}</StyledNotice>}
      {demo.booking ? (
        <>
          <BookedDemo token={token} booking={demo.booking} zone={zone} subHeading="h2" />
          {cancel.asking ? (
            <StyledNotice as="div" role="group" aria-label={demoCopy.cancel}>
              <p>{demoCopy.cancelConfirm}</p>
              <StyledRow>
                <Button variant="accent" onClick={() => void cancel.confirm()} busy={cancel.busy} busyLabel={demoCopy.cancelling}>
                  {demoCopy.cancelYes}
                </Button>
                <Button variant="outline" onClick={cancel.keep}>
                  {demoCopy.cancelNo}
                </Button>
              </StyledRow>
            </StyledNotice>
          ) : (
            <StyledRow>
              <Button variant="outline" onClick={() => setMoving((open) => !open)} aria-expanded={moving}>
                {moving ? demoCopy.keepTime : demoCopy.reschedule}
              </Button>
              <Button variant="ghost" onClick={cancel.ask}>
                {demoCopy.cancel}
              </Button>
            </StyledRow>
          )}
          {cancel.problem && (
            <StyledNotice role="alert" $tone="error">
              {cancel.problem}
            </StyledNotice>
          )}
          {moving && picker}
        </>
      ) : (
        <>
          <h2>{demoCopy.heading}</h2>
          {picker}
        </>
      )}
    </StyledSection>
  );
}
