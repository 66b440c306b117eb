import { useLayoutEffect, useRef, useState } from 'react';
import { Button, StyledSelect, apiErrorMessage, failureStatus } from '@academy/shared';
import { APPLICATION_STATUSES, NOTE_MAX_LENGTH, REGISTRATION_STATUSES } from '@academy/contracts/office-rules';
import type { OfficeRecordKind } from '@academy/contracts/office-rules';
import { useSession } from '../../../lib/session';
import styled from 'styled-components';
import { TextArea } from '../../../lib/ui';
import { commonCopy } from '../../../content/office';
import { tableCopy } from '../../../content/records';
import { updateRecord } from '../api/records';
import type { OfficeRecord } from '../api/records';

const StyledNoteForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[2]};
`;

const StyledMessage = styled.p<{ $tone?: 'error' | 'success' }>`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.color.danger : theme.color.success)};
`;

export const STATUSES: Record<OfficeRecordKind, readonly string[]> = { registrations: REGISTRATION_STATUSES, applications: APPLICATION_STATUSES };

/**
 * A record's status (saved as soon as it is chosen) and note (saved with its button): each a
 * PATCH. What the server answers replaces the record; a refusal leaves it as it was and says why.
 */
export function RecordEditor({ kind, number, record, onSaved }: { kind: OfficeRecordKind; number: string; record: OfficeRecord; onSaved: (record: OfficeRecord) => void }) {
  const { expired } = useSession();
  const [note, setNote] = useState(record.note);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Save note is busy while it saves and disabled once the note is saved; the browser then drops
  // the keyboard's focus to <body>, at its next rendering, not at once. So once the save has
  // settled and rendered, the focus goes back to the note, unless the visitor has moved on.
  const [refocusNote, setRefocusNote] = useState(0);
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (refocusNote > 0 && (active === null || active === document.body || formRef.current?.contains(active))) noteRef.current?.focus();
  }, [refocusNote]);
  const save = async (update: { status?: string; note?: string }) => {
    const fromNoteForm = update.note !== undefined && Boolean(formRef.current?.contains(document.activeElement));
    setSaving(true);
    setMessage(null);
    try {
      const saved = await updateRecord(kind, number, update);
      onSaved(saved);
      setNote(saved.note);
      setMessage({ tone: 'success', text: tableCopy.saved(number) });
    } catch (error) {
      if (failureStatus(error) === 401) expired();
      else setMessage({ tone: 'error', text: apiErrorMessage(error, commonCopy.saveFailed) });
    } finally {
      setSaving(false);
      if (fromNoteForm) setRefocusNote((count) => count + 1);
    }
  };
  const statusId = `status-${kind}-${number}`;
  const noteId = `note-${kind}-${number}`;
  return (
    <div>
      <label htmlFor={statusId} className="visually-hidden">
        {tableCopy.statusOf(number)}
      </label>
      {/* Not disabled while saving: a disabled select would drop the keyboard's focus. */}
      <StyledSelect id={statusId} value={record.status} aria-busy={saving} onChange={(event) => { if (!saving) void save({ status: event.target.value }); }}>
        {STATUSES[kind].map((status) => (
          <option key={status} value={status}>
            {status}
          </option>
        ))}
      </StyledSelect>
      <label htmlFor={noteId} className="visually-hidden">
        {tableCopy.noteOf(number)}
      </label>
      <StyledNoteForm ref={formRef} onSubmit={(event) => { event.preventDefault(); void save({ note }); }}>
        <TextArea ref={noteRef} id={noteId} value={note} maxLength={NOTE_MAX_LENGTH} onChange={(event) => setNote(event.target.value)} />
        <Button type="submit" variant="outline" busy={saving} busyLabel={commonCopy.save} disabled={note === record.note}>
          {tableCopy.saveNote}
        </Button>
      </StyledNoteForm>
      <StyledMessage role={message?.tone === 'error' ? 'alert' : 'status'} $tone={message?.tone}>
        {message?.text}
      </StyledMessage>
    </div>
  );
}
