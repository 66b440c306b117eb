import { useState } from 'react';
import { Button, FormField, StyledInput, apiErrorMessage, apiFieldErrors, failureStatus } from '@academy/shared';
import { APPLICATION_PERSONAL_FIELDS, ERASURE_REASON_MAX_LENGTH, REGISTRATION_PERSONAL_FIELDS } from '@academy/contracts/office-rules';
import type { OfficeRecordKind } from '@academy/contracts/office-rules';
import { useSession } from '../../../lib/session';
import { FieldGrid, Notice, Panel, Row, TextArea } from '../../../lib/ui';
import { commonCopy } from '../../../content/office';
import { detailCopy, fieldLabels, personalDataCopy as copy } from '../../../content/records';
import { correctRecord, eraseRecord } from '../api/records';
import type { OfficeRecord } from '../api/records';
import { istDateTime } from '@academy/contracts/time';

const PERSONAL_FIELDS: Record<OfficeRecordKind, readonly string[]> = {
  registrations: REGISTRATION_PERSONAL_FIELDS,
  applications: APPLICATION_PERSONAL_FIELDS,
};

type Message = { tone: 'error' | 'success'; text: string } | null;

/** The record's value of a personal field (each one is text). */
const personal = (record: OfficeRecord, field: string): string => {
  const value = (record as unknown as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : '';
};

const erasedText = (erasedAt: string) => copy.erased(detailCopy.at(istDateTime(erasedAt)));

/**
 * A record's personal data as the person's rights ask: correct the fields they asked to correct,
 * or erase them all with a reason (after a confirmation). Once erased, only the date shows.
 */
export function PersonalDataPanel({
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
  const { expired } = useSession();
  const fields = PERSONAL_FIELDS[kind];
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(fields.map((f) => [f, personal(record, f)])));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message>(null);

  const run = async (work: () => Promise<OfficeRecord>, done: (saved: OfficeRecord) => string) => {
    setBusy(true);
    setMessage(null);
    setErrors({});
    try {
      const saved = await work();
      onSaved(saved);
      setValues(Object.fromEntries(fields.map((f) => [f, personal(saved, f)])));
      setMessage({ tone: 'success', text: done(saved) });
    } catch (error) {
      if (failureStatus(error) === 401) expired();
      else {
        setErrors(apiFieldErrors(error));
        setMessage({ tone: 'error', text: apiErrorMessage(error, commonCopy.saveFailed) });
      }
    } finally {
      setBusy(false);
    }
  };

  const correct = () => {
    const changed = Object.fromEntries(fields.filter((f) => values[f] !== personal(record, f)).map((f) => [f, values[f] ?? '']));
    if (Object.keys(changed).length === 0) {
      setMessage({ tone: 'success', text: copy.unchanged });
      return;
    }
    void run(
      () => correctRecord(kind, number, changed, record.version),
      () => copy.corrected(number),
    );
  };

  const erase = () => {
    setConfirming(false);
    void run(
      () => eraseRecord(kind, number, reason),
      (saved) => erasedText(saved.erasedAt ?? ''),
    );
  };

  const id = (field: string) => `personal-${kind}-${number}-${field}`;
  const { erasedAt } = record;
  return (
    <Panel aria-labelledby="personal-data">
      <h2 id="personal-data">{copy.heading}</h2>
      {erasedAt ? (
        <Notice $tone="success" role="status">
          {erasedText(erasedAt)}
        </Notice>
      ) : (
        <>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              correct();
            }}
            aria-labelledby="correct-details"
          >
            <h3 id="correct-details">{copy.correct}</h3>
            <p>{copy.correctHint}</p>
            <FieldGrid>
              {fields.map((field) => (
                <FormField
                  key={field}
                  label={fieldLabels[field] ?? field}
                  htmlFor={id(field)}
                  errorId={`${id(field)}-error`}
                  error={errors[field]}
                >
                  <StyledInput
                    id={id(field)}
                    value={values[field] ?? ''}
                    aria-invalid={errors[field] ? true : undefined}
                    aria-describedby={errors[field] ? `${id(field)}-error` : undefined}
                    onChange={(event) => setValues((now) => ({ ...now, [field]: event.target.value }))}
                  />
                </FormField>
              ))}
            </FieldGrid>
            <Button type="submit" variant="outline" busy={busy} busyLabel={commonCopy.save}>
              {copy.saveCorrections}
            </Button>
          </form>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (reason.trim()) setConfirming(true);
              else setErrors({ reason: 'Give the reason for the erasure.' });
            }}
            aria-labelledby="erase-data"
          >
            <h3 id="erase-data">{copy.erase}</h3>
            <p>{copy.eraseHint}</p>
            <FormField label={copy.reason} htmlFor={id('reason')} errorId={`${id('reason')}-error`} error={errors.reason}>
              <TextArea
                id={id('reason')}
                value={reason}
                maxLength={ERASURE_REASON_MAX_LENGTH}
                aria-invalid={errors.reason ? true : undefined}
                aria-describedby={errors.reason ? `${id('reason')}-error` : undefined}
                onChange={(event) => setReason(event.target.value)}
              />
            </FormField>
            {confirming ? (
              <Row role="group" aria-label={copy.confirm(number)}>
                <p>{copy.confirm(number)}</p>
                <Button type="button" variant="accent" busy={busy} busyLabel={commonCopy.save} onClick={erase}>
                  {copy.eraseNow}
                </Button>
                <Button type="button" variant="outline" onClick={() => setConfirming(false)}>
                  {copy.cancel}
                </Button>
              </Row>
            ) : (
              <Button type="submit" variant="outline">
                {copy.erase}
              </Button>
            )}
          </form>
        </>
      )}
      {message && (
        <Notice $tone={message.tone} role={message.tone === 'error' ? 'alert' : 'status'}>
          {message.text}
        </Notice>
      )}
    </Panel>
  );
}
