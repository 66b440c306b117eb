import { Spinner, useClock } from '@academy/shared';
import { demoCopy } from '../../../content/demoBooking';
import type { DemoSlot } from '@academy/contracts/records';
import { slotLength, slotTime, slotsByDay } from '../lib/slotTime';
import { StyledDay, StyledSlot, StyledSlotList, StyledSlotText } from './styled';
import { TeacherPhoto } from './TeacherPhoto';

export interface SlotListProps {
  slots: readonly DemoSlot[];
  zone: string;
  onPick: (slot: DemoSlot) => void;
  /** The slot being booked: it shows a spinner, and no other can be tapped meanwhile. */
  busySlot: number | null;
  /** The level of each day's heading: below the overlay's h3, or the manage page's h2. */
  dayHeading?: 'h3' | 'h4';
}

/** The free slots by the parent's day: each one button, in their time and IST, with the teacher and length. */
export function SlotList({ slots, zone, onPick, busySlot, dayHeading: DayHeading = 'h4' }: SlotListProps) {
  const now = useClock().now();
  return (
    <>
      {slotsByDay(slots, zone, now).map((day) => (
        <StyledDay key={day.label}>
          <DayHeading>{day.label}</DayHeading>
          <StyledSlotList>
            {day.slots.map((slot) => {
              const time = slotTime(slot.startsAt, zone);
              return (
                <li key={slot.id}>
                  <StyledSlot
                    type="button"
                    onClick={() => onPick(slot)}
                    disabled={busySlot !== null}
                    aria-busy={busySlot === slot.id || undefined}
                    data-testid="demo-slot"
                  >
                    {busySlot === slot.id ? <Spinner label={demoCopy.booking} /> : <TeacherPhoto teacher={slot.teacher} />}
                    <StyledSlotText>
                      <strong>{time.time}</strong>
                      <span>{time.inIndia ? slotLength(slot.minutes) : `${time.ist} · ${slotLength(slot.minutes)}`}</span>
                      <span>{demoCopy.with(slot.teacher.name)}</span>
                    </StyledSlotText>
                  </StyledSlot>
                </li>
              );
            })}
          </StyledSlotList>
        </StyledDay>
      ))}
    </>
  );
}
