import { demoCopy } from '../../../content/demoBooking';
import type { DemoSlot } from '@academy/contracts/records';
import { SlotList } from './SlotList';
import { StyledMuted, StyledNotice } from './styled';

export interface FreeSlotsProps {
  /** The course as the registration named it; null `course` below means "Other". */
  courseName: string;
  course: string | null;
  slots: readonly DemoSlot[];
  zone: string;
  onPick: (slot: DemoSlot) => void;
  busySlot: number | null;
  /** The last booking's problem (a slot taken first, a failure), shown above the slots. */
  problem: string | null;
  dayHeading?: 'h3' | 'h4';
}

/** The free slots to pick from; "Other" or a course with none says when the academy calls instead. */
export function FreeSlots({ courseName, course, slots, zone, onPick, busySlot, problem, dayHeading }: FreeSlotsProps) {
  const callInstead = course === null || slots.length === 0;
  return (
    <>
      {problem && (
        <StyledNotice role="alert" $tone="error">
          {problem}
        </StyledNotice>
      )}
      {callInstead ? (
        <StyledNotice data-testid="demo-call-instead">
          {course === null ? demoCopy.callOther : demoCopy.callInstead(courseName)}
        </StyledNotice>
      ) : (
        <>
          <StyledMuted>{demoCopy.intro}</StyledMuted>
          <SlotList slots={slots} zone={zone} onPick={onPick} busySlot={busySlot} dayHeading={dayHeading} />
        </>
      )}
    </>
  );
}
