import { useState } from 'react';
import styled from 'styled-components';
import { Button, FormField, StyledSelect, apiErrorMessage, apiFieldErrors, failureStatus, useForm } from '@academy/shared';
import { ACTIVITY_KINDS, ACTIVITY_OUTCOMES, ACTIVITY_TEXT_MAX, activityInputSchema } from '@academy/contracts/office-rules';
import type { OfficeRecordKind } from '@academy/contracts/office-rules';
import { useSession } from '../../../lib/session';
import { useLoad } from '../../../lib/useLoad';
import { showFieldErrors } from '../../../lib/showFieldErrors';
import { DataView, FieldGrid, Notice, Panel, TextArea } from '../../../lib/ui';
import { activityCopy as copy } from '../../../content/payments';
import { listActivity, logActivity } from '../api/activity';
import { activityByline, activityLine } from '../lib/activityText';

const StyledEntries = styled.ol`
  list-style: none;
  margin: ${({ theme }) => theme.space[4]} 0 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  li {
    border-left: 3px solid ${({ theme }) => theme.color.border};
    padding-left: ${({ theme }) => theme.space[3]};
  }
  strong {
    display: block;
  }
  p {
    margin: ${({ theme }) => theme.space[1]} 0;
    overflow-wrap: anywhere;
    white-space: pre-line;
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

type Field = 'kind' | 'outcome' | 'text';
const HAS_OUTCOME = new Set(['call', 'whatsapp']);

function LogForm({ kind, number, onLogged }: { kind: OfficeRecordKind; number: string; onLogged: () => void }) {
  const { expired } = useSession();
  const form = useForm<Field>({ initialValues: { kind: 'call', outcome: '', text: '' } });
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const withOutcome = HAS_OUTCOME.has(form.values.kind);
  const submit = form.handleSubmit(async (values) => {
    setMessage(null);
    const parsed = activityInputSchema.safeParse({
      kind: values.kind,
      text: values.text,
      ...(withOutcome && values.outcome ? { outcome: values.outcome } : {}),
    });
    if (!parsed.success) {
      const errors: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) errors[issue.path[0] as Field] ??= issue.message;
      showFieldErrors(form, errors);
      return;
    }
    try {
      await logActivity(kind, number, parsed.data);
      setMessage({ tone: 'success', text: copy.logged });
      form.reset({ kind: values.kind, outcome: '', text: '' });
      onLogged();
    } catch (error) {
      if (failureStatus(error) === 401) return expired();
      setMessage({ tone: 'error', text: apiErrorMessage(error, copy.logFailed) });
      const fields = apiFieldErrors(error);
      if (fields) showFieldErrors(form, fields as Partial<Record<Field, string>>);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <FieldGrid>
        <FormField label={copy.kind} htmlFor={form.fieldId('kind')} errorId={form.errorId('kind')} error={form.errors.kind} required>
          <StyledSelect {...form.field('kind')}>
            {ACTIVITY_KINDS.map((value) => (
              <option key={value} value={value}>
                {copy.kinds[value]}
              </option>
            ))}
          </StyledSelect>
        </FormField>
        {withOutcome && (
          <FormField label={copy.outcome} htmlFor={form.fieldId('outcome')} errorId={form.errorId('outcome')} error={form.errors.outcome}>
            <StyledSelect {...form.field('outcome')}>
              <option value="">{copy.noOutcome}</option>
              {ACTIVITY_OUTCOMES.map((value) => (
                <option key={value} value={value}>
                  {copy.outcomes[value]}
                </option>
              ))}
            </StyledSelect>
          </FormField>
        )}
      </FieldGrid>
      <FormField label={copy.text} htmlFor={form.fieldId('text')} errorId={form.errorId('text')} error={form.errors.text} required>
        <TextArea {...form.field('text')} maxLength={ACTIVITY_TEXT_MAX} aria-required="true" />
      </FormField>
      <Button type="submit" busy={form.submitting} busyLabel={copy.log}>
        {copy.log}
      </Button>
      <div role={message?.tone === 'error' ? 'alert' : 'status'}>{message && <Notice $tone={message.tone}>{message.text}</Notice>}</div>
    </form>
  );
}

/**
 * A record's activity and status history, newest first, with a form to log a call, a WhatsApp
 * message, an e-mail or a note. `version` changes when something else added an entry (a payment,
 * a status change), so the list loads again.
 */
export function ActivityPanel({ kind, number, version }: { kind: OfficeRecordKind; number: string; version: string }) {
  const [logged, setLogged] = useState(0);
  const { state, reload } = useLoad(() => listActivity(kind, number), `${kind}/${number}/${version}/${logged}`);
  return (
    <Panel aria-labelledby="record-activity">
      <h2 id="record-activity">{copy.heading}</h2>
      <LogForm kind={kind} number={number} onLogged={() => setLogged((count) => count + 1)} />
      <DataView state={state} reload={reload} empty={copy.empty} isEmpty={(entries) => entries.length === 0}>
        {(entries) => (
          <StyledEntries aria-label={copy.heading}>
            {entries.map((entry, index) => {
              const { what, detail } = activityLine(entry);
              return (
                <li key={`${entry.at}-${index}`}>
                  <strong>{what}</strong>
                  <p>{detail}</p>
                  <small>
                    <time dateTime={entry.at}>{activityByline(entry)}</time>
                  </small>
                </li>
              );
            })}
          </StyledEntries>
        )}
      </DataView>
    </Panel>
  );
}
