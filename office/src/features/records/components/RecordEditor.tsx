import { useLayoutEffect, useRef, useState } from 'react';
import { Button, StyledSelect, apiErrorMessage, failureStatus } from '@academy/shared';
import { APPLICATION_STATUSES, NOTE_MAX_LENGTH, REGISTRATION_STATUSES } from '@academy/contracts/office-rules';
import type { OfficeRecordKind } from '@academy/contracts/office-rules';
import { useSession } from '../../../lib/session';
import { useUnsavedChange } from '../../../lib/unsavedChanges';
import styled from 'styled-components';
import { TextArea } from '../../../lib/ui';
import { commonCopy } from '../../../content/office';
import { conflictCopy, tableCopy } from '../../../content/records';
import { getRecord, updateRecord } from '../api/records';
import { changesSince } from '../lib/recordText';
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

/** The status menu of a list's one-line row: as high as a line of text. */
const CompactSelect = styled(StyledSelect)`
  min-height: 0;
  height: 1.125rem;
  padding: 0 2px;
  font-size: 0.75rem;
  line-height: 1;
`;

export const STATUSES: Record<OfficeRecordKind, readonly string[]> = {
  registrations: REGISTRATION_STATUSES,
  applications: APPLICATION_STATUSES,
};

/** Keys that move through a closed select's options: each fires a change, none is a choice. */
const BROWSING_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']);
const browsing = (key: string): boolean => BROWSING_KEYS.has(key) || key.length === 1;

/**
 * A record's status and note, each saved with a PATCH. A status picked with the pointer is saved at
 * once; one reached with the arrow keys (each of which changes a closed select's value) is saved
 * on Enter or when the focus leaves the menu, so browsing past statuses saves nothing. What the
 * server answers replaces the record; a refusal leaves it as it was and says why.
 */
export function RecordEditor({
  kind,
  number,
  record,
  onSaved,
  labelled = false,
  compact = false,
}: {
  kind: OfficeRecordKind;
  number: string;
  record: OfficeRecord;
  onSaved: (record: OfficeRecord) => void;
  /** Show the menu's and the note's labels (a record's page); a list row's column heading says them. */
  labelled?: boolean;
  /**
   * A list's one-line row: the status menu alone, and a save said to screen readers only (the menu
   * shows the status saved); a refusal still shows. The note is edited on the record's page.
   */
  compact?: boolean;
}) {
  const { expired } = useSession();
  const [note, setNote] = useState(record.note);
  const [status, setStatus] = useState<string>(record.status);
  const [savedStatus, setSavedStatus] = useState<string>(record.status);
  // The record changed from outside (a reload, another save): the menu shows it.
  if (savedStatus !== record.status) {
    setSavedStatus(record.status);
    setStatus(record.status);
  }
  const byKeyboard = useRef(false);
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
  /**
   * Someone saved the record since it was read: the page takes their version and says what they
   * changed; a note typed here stays in its box (setNote is not called), to be saved again.
   */
  const showConflict = async (update: { status?: string; note?: string }) => {
    try {
      const current = await getRecord(kind, number);
      onSaved(current);
      const kept = update.note !== undefined && update.note.trim() !== current.note ? [conflictCopy.keptNote] : [];
      const again = update.status !== undefined && update.status !== current.status ? [conflictCopy.again] : [];
      setMessage({ tone: 'error', text: [conflictCopy.heading(number), ...changesSince(record, current), ...kept, ...again].join(' ') });
    } catch (error) {
      if (failureStatus(error) === 401) expired();
      else setMessage({ tone: 'error', text: apiErrorMessage(error, commonCopy.saveFailed) });
    }
  };
  const save = async (update: { status?: string; note?: string }) => {
    const fromNoteForm = update.note !== undefined && Boolean(formRef.current?.contains(document.activeElement));
    setSaving(true);
    setMessage(null);
    try {
      const saved = await updateRecord(kind, number, update, record.version);
      onSaved(saved);
      if (update.note !== undefined) setNote(saved.note);
      setMessage({ tone: 'success', text: tableCopy.saved(number) });
    } catch (error) {
      if (update.status !== undefined) setStatus(savedStatus);
      if (failureStatus(error) === 412) await showConflict(update);
      else if (failureStatus(error) === 401) expired();
      else setMessage({ tone: 'error', text: apiErrorMessage(error, commonCopy.saveFailed) });
    } finally {
      setSaving(false);
      if (fromNoteForm) setRefocusNote((count) => count + 1);
    }
  };
  useUnsavedChange(`${kind}/${number}`, note.trim() !== record.note.trim());
  const StatusSelect = compact ? CompactSelect : StyledSelect;
  const statusId = `status-${kind}-${number}`;
  const noteId = `note-${kind}-${number}`;
  return (
    <div>
      <label htmlFor={statusId} className={labelled ? undefined : 'visually-hidden'}>
        {tableCopy.statusOf(number)}
      </label>
      {/* Not disabled while saving: a disabled select would drop the keyboard's focus. */}
      <StatusSelect
        id={statusId}
        value={status}
        aria-busy={saving}
        onKeyDown={(event) => {
          byKeyboard.current = browsing(event.key);
          if (event.key === 'Enter' && status !== record.status && !saving) {
            event.preventDefault();
            void save({ status });
          }
        }}
        onChange={(event) => {
          setStatus(event.target.value);
          if (!byKeyboard.current && !saving) void save({ status: event.target.value });
          byKeyboard.current = false;
        }}
        onBlur={() => {
          if (status !== record.status && !saving) void save({ status });
        }}
      >
        {STATUSES[kind].map((status) => (
          <option key={status} value={status}>
            {status}
          </option>
        ))}
      </StatusSelect>
      {compact ? null : (
        <>
          <label htmlFor={noteId} className={labelled ? undefined : 'visually-hidden'}>
            {tableCopy.noteOf(number)}
          </label>
          <StyledNoteForm
            ref={formRef}
            onSubmit={(event) => {
              event.preventDefault();
              void save({ note });
            }}
          >
            <TextArea
              ref={noteRef}
              id={noteId}
              value={note}
              maxLength={NOTE_MAX_LENGTH}
              onChange={(event) => setNote(event.target.value)}
            />
            <Button type="submit" variant="outline" busy={saving} busyLabel={commonCopy.save} disabled={note === record.note}>
              {tableCopy.saveNote}
            </Button>
          </StyledNoteForm>
        </>
      )}
      <StyledMessage
        role={message?.tone === 'error' ? 'alert' : 'status'}
        $tone={message?.tone}
        className={compact && message?.tone !== 'error' ? 'visually-hidden' : undefined}
      >
        {message?.text}
      </StyledMessage>
    </div>
  );
}
