import { useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  FormActions,
  FormCard,
  FormFailure,
  FormField,
  FormHeading,
  FormNote,
  HoneypotField,
  HONEYPOT_FIELD,
  PRIVACY_RIGHTS,
  StyledInput,
  StyledSelect,
  useForm,
} from '@academy/shared';
import type { PrivacyRequestInput } from '@academy/shared';
import { privacyRequestSchema } from '@academy/shared/rules';
import { usePrivacyRequest } from '../hooks/usePrivacyRequest';
import { PRIVACY_REQUEST_COPY as COPY } from '../lib/privacyRequest';

type Field = keyof PrivacyRequestInput;
const EMPTY: PrivacyRequestInput = { email: '', right: '', message: '', website: '' };

const StyledSent = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-left: 4px solid ${({ theme }) => theme.color.success};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.successSurface};
  color: ${({ theme }) => theme.color.success};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/** The privacy notice's request form: e-mail, which right, details; e-mailed to the team. */
export function PrivacyRequestForm() {
  const form = useForm<Field>({ initialValues: EMPTY, schema: privacyRequestSchema });
  const send = usePrivacyRequest();
  const [outcome, setOutcome] = useState<'sent' | 'failed' | null>(null);
  // A filled honeypot is refused as the schema refuses it: its neutral sentence, nothing sent.
  const failure = outcome === 'failed' ? COPY.failed : (form.errors[HONEYPOT_FIELD] ?? null);

  const onSubmit = form.handleSubmit(async ({ email, right, message }) => {
    setOutcome(null);
    const sent = await send({ email, right, message });
    if (sent === 'sent') form.reset();
    setOutcome(sent);
  });

  const headingId = `${form.fieldId('email')}-heading`;
  return (
    <FormCard onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
      <FormHeading id={headingId}>{COPY.heading}</FormHeading>
      <FormNote>{COPY.intro}</FormNote>
      <FormField label={COPY.email} htmlFor={form.fieldId('email')} errorId={form.errorId('email')} error={form.errors.email} required>
        <StyledInput {...form.field('email')} type="email" inputMode="email" autoComplete="email" aria-required="true" />
      </FormField>
      <FormField label={COPY.right} htmlFor={form.fieldId('right')} errorId={form.errorId('right')} error={form.errors.right} required>
        <StyledSelect {...form.field('right')} aria-required="true">
          <option value="" disabled>
            {COPY.rightPlaceholder}
          </option>
          {PRIVACY_RIGHTS.map((right) => (
            <option key={right} value={right}>
              {right}
            </option>
          ))}
        </StyledSelect>
      </FormField>
      <FormField label={COPY.message} htmlFor={form.fieldId('message')} errorId={form.errorId('message')} error={form.errors.message}>
        <StyledInput as="textarea" rows={4} {...form.field('message')} placeholder={COPY.messageHint} />
      </FormField>
      <HoneypotField {...form.field(HONEYPOT_FIELD)} />
      <FormActions>
        <Button type="submit" busy={form.submitting} busyLabel={COPY.busy}>
          {COPY.submit}
        </Button>
        <div role="status">{outcome === 'sent' && <StyledSent>{COPY.sent}</StyledSent>}</div>
        {failure && <FormFailure role="alert">{failure}</FormFailure>}
      </FormActions>
    </FormCard>
  );
}
