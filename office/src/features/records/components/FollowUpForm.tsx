import { useState } from 'react';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { Button, FormField, StyledInput, apiErrorMessage, apiFieldErrors, failureStatus } from '@academy/shared';
import { OFFICE_DAY_FORMAT, OFFICE_DAY_MESSAGE, dayOfOfficeText, officeTextOfDay } from '@academy/contracts/office-rules';
import type { OfficeRecordKind } from '@academy/contracts/office-rules';
import { useSession } from '../../../lib/session';
import { FieldGrid, Panel, Row } from '../../../lib/ui';
import { commonCopy } from '../../../content/office';
import { followUpCopy } from '../../../content/records';
import { updateRecord } from '../api/records';
import type { OfficeRecord } from '../api/records';

const StyledMessage = styled.p<{ $tone?: 'error' | 'success' }>`
  margin: ${({ theme }) => theme.space[2]} 0 0;
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.color.danger : theme.color.success)};
`;

/** When to follow the person up (DD/MM/YYYY) and who owns the record: one PATCH with the record's version. */
export function FollowUpForm({
  kind,
  number,
  record,
  onSaved,
}: {
  kind: OfficeRecordKind;
  number: string;
  record: OfficeRecord;
  onSaved: (record: OfficeRecord) => void;
}) {
  const { state, expired } = useSession();
  const me = state.kind === 'signed-in' ? state.staff.email : '';
  const [day, setDay] = useState(officeTextOfDay(record.followUpOn ?? ''));
  const [owner, setOwner] = useState(record.owner ?? '');
  // The record changed (this form's save, a reload, someone else's change): the fields show it.
  const stored = `${record.followUpOn ?? ''}|${record.owner ?? ''}`;
  const [shown, setShown] = useState(stored);
  if (shown !== stored) {
    setShown(stored);
    setDay(officeTextOfDay(record.followUpOn ?? ''));
    setOwner(record.owner ?? '');
  }
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const followUpOn = day.trim() === '' ? null : dayOfOfficeText(day);
    if (day.trim() !== '' && followUpOn === null) {
      setErrors({ followUpOn: OFFICE_DAY_MESSAGE });
      document.getElementById(`follow-up-${number}`)?.focus();
      return;
    }
    setErrors({});
    setMessage(null);
    setSaving(true);
    try {
      const saved = await updateRecord(kind, number, { followUpOn, owner: owner.trim() }, record.version);
      onSaved(saved);
      setMessage({ tone: 'success', text: followUpCopy.saved(number) });
    } catch (error) {
      if (failureStatus(error) === 401) expired();
      else {
        setErrors(apiFieldErrors(error));
        setMessage({
          tone: 'error',
          text: failureStatus(error) === 412 ? followUpCopy.changed : apiErrorMessage(error, commonCopy.saveFailed),
        });
      }
    } finally {
      setSaving(false);
    }
  };
  return (
    <Panel as="form" aria-labelledby="follow-up-heading" onSubmit={(event: FormEvent) => void submit(event)}>
      <h2 id="follow-up-heading">{followUpCopy.heading}</h2>
      <FieldGrid>
        <FormField label={followUpCopy.day} htmlFor={`follow-up-${number}`} errorId={`follow-up-${number}-error`} error={errors.followUpOn}>
          <StyledInput
            id={`follow-up-${number}`}
            inputMode="numeric"
            autoComplete="off"
            placeholder={OFFICE_DAY_FORMAT}
            value={day}
            onChange={(event) => setDay(event.target.value)}
            aria-invalid={errors.followUpOn ? true : undefined}
            aria-describedby={errors.followUpOn ? `follow-up-${number}-error` : undefined}
          />
        </FormField>
        <FormField label={followUpCopy.owner} htmlFor={`owner-${number}`} errorId={`owner-${number}-error`} error={errors.owner}>
          <StyledInput
            id={`owner-${number}`}
            type="email"
            autoComplete="off"
            value={owner}
            onChange={(event) => setOwner(event.target.value)}
            aria-invalid={errors.owner ? true : undefined}
            aria-describedby={errors.owner ? `owner-${number}-error` : undefined}
          />
        </FormField>
      </FieldGrid>
      <Row>
        <Button type="submit" busy={saving} busyLabel={commonCopy.save}>
          {followUpCopy.save}
        </Button>
        {me && owner.trim().toLowerCase() !== me && (
          <Button variant="outline" onClick={() => setOwner(me)}>
            {followUpCopy.takeIt}
          </Button>
        )}
      </Row>
      <StyledMessage role={message?.tone === 'error' ? 'alert' : 'status'} $tone={message?.tone}>
        {message?.text}
      </StyledMessage>
    </Panel>
  );
}
