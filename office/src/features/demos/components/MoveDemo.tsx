import { useId, useState } from 'react';
import { Button, StyledSelect } from '@academy/shared';
import type { OfficeDemo, OfficeDemoSlot } from '@academy/contracts/office-rules';
import { demosCopy as copy } from '../../../content/demos';
import { istDay } from '@academy/contracts/time';
import { addDays } from '../../../lib/istDays';
import { istDateTime } from '@academy/contracts/time';
import { Hint, Row } from '../../../lib/ui';
import { useLoad } from '../../../lib/useLoad';
import { listSlots } from '../../../lib/demosApi';

/** The open slots of the demo's course with a free seat, other than its own, starting after `now`. */
function freeSlotsFor(demo: OfficeDemo, slots: readonly OfficeDemoSlot[], now: Date): OfficeDemoSlot[] {
  return slots.filter(
    (slot) =>
      slot.course === demo.course &&
      slot.status === 'open' &&
      slot.booked < slot.capacity &&
      slot.id !== demo.slotId &&
      Date.parse(slot.startsAt) > now.getTime(),
  );
}

/** Moving a booking on the parent's behalf: a free slot of its course in the next 4 weeks. */
export function MoveDemo({ demo, now, busy, onMove }: { demo: OfficeDemo; now: Date; busy: boolean; onMove: (slotId: number) => void }) {
  const id = useId();
  const today = istDay(now);
  const { state } = useLoad(() => listSlots(today, addDays(today, 28)), `slots-${today}`);
  const [chosen, setChosen] = useState('');
  if (state.kind !== 'loaded') return <Hint>{state.kind === 'failed' ? copy.slotsFailed : copy.loadingSlots}</Hint>;
  const free = freeSlotsFor(demo, state.data, now);
  if (free.length === 0) return <Hint>{copy.noFreeSlots}</Hint>;
  return (
    <Row>
      <label htmlFor={id}>{copy.moveTo}</label>
      <StyledSelect id={id} value={chosen} onChange={(event) => setChosen(event.target.value)}>
        <option value="">{copy.moveChoose}</option>
        {free.map((slot) => (
          <option key={slot.id} value={String(slot.id)}>
            {istDateTime(slot.startsAt)} IST · {slot.teacherName} · {copy.minutes(slot.minutes)}
          </option>
        ))}
      </StyledSelect>
      <Button onClick={() => onMove(Number(chosen))} disabled={chosen === ''} busy={busy} busyLabel={copy.saving}>
        {copy.moveSubmit}
      </Button>
    </Row>
  );
}
