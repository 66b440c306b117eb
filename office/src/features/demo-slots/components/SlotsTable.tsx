import { useState } from 'react';
import { Button, StyledInput, apiErrorMessage } from '@academy/shared';
import type { OfficeDemoSlot } from '@academy/contracts/office-rules';
import { courseName, slotsCopy as copy } from '../../../content/demos';
import { istDateTime } from '@academy/contracts/time';
import { Notice, Row, Table, TableScroll } from '../../../lib/ui';
import { cancelSlot, deleteSlot } from '../api/demoSlots';

/** A slot's one action: Delete when nobody booked it; Cancel (the parents are told) when someone did. */
function SlotActions({ slot, changed, said }: { slot: OfficeDemoSlot; changed: () => void; said: (message: string, ok: boolean) => void }) {
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<string>) => {
    setBusy(true);
    try {
      said(await action(), true);
      changed();
    } catch (error) {
      said(apiErrorMessage(error, 'This could not be changed.'), false);
    } finally {
      setBusy(false);
    }
  };
  if (slot.status === 'cancelled') return null;
  if (slot.booked === 0) {
    return (
      <Button variant="ghost" busy={busy} onClick={() => void run(async () => (await deleteSlot(slot.id), copy.deleted))}>
        {copy.delete}
      </Button>
    );
  }
  if (!asking) {
    return (
      <Button variant="ghost" onClick={() => setAsking(true)}>
        {copy.cancel}
      </Button>
    );
  }
  return (
    <Row>
      <StyledInput
        aria-label={copy.cancelReason}
        placeholder={copy.cancelReason}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <Button
        variant="accent"
        busy={busy}
        onClick={() => void run(async () => copy.slotCancelled((await cancelSlot(slot.id, reason)).parentsTold))}
      >
        {copy.cancelConfirm}
      </Button>
      <Button variant="outline" onClick={() => setAsking(false)}>
        {copy.keep}
      </Button>
    </Row>
  );
}

/** The coming slots: when, course, teacher, seats booked, status, and Delete or Cancel. */
export function SlotsTable({ slots, changed }: { slots: readonly OfficeDemoSlot[]; changed: () => void }) {
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  const said = (text: string, ok: boolean) => setMessage({ text, ok });
  return (
    <>
      {message && (
        <Notice role={message.ok ? 'status' : 'alert'} $tone={message.ok ? 'success' : 'error'}>
          {message.text}
        </Notice>
      )}
      <TableScroll tabIndex={0} role="region" aria-label={copy.slotsTable}>
        <Table>
          <thead>
            <tr>
              {Object.values(copy.columns).map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {slots.map((slot) => (
              <tr key={slot.id}>
                <td>{istDateTime(slot.startsAt)}</td>
                <td>{courseName(slot.course)}</td>
                <td>{slot.teacherName}</td>
                <td>{copy.seats(slot.booked, slot.capacity)}</td>
                <td>{slot.status === 'cancelled' ? copy.cancelled : copy.open}</td>
                <td>
                  <SlotActions slot={slot} changed={changed} said={said} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
    </>
  );
}
