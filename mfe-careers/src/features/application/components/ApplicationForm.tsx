import { useEffect, useRef, useState } from 'react';
import {
  Button, ConsentField, EXPERT_IN_OPTIONS, FormCard, FormField, FormHeading, FormNote, HoneypotField, HONEYPOT_FIELD,
  isNetworkFailure, LEVEL_OPTIONS, PrivacyNoticeLink, StyledInput, StyledSelect, useForm, useTimedMessage,
} from '@academy/shared';
import { newIdempotencyKey, STILL_TRYING_MESSAGE, browserIsOffline, savedOnDeviceMessage } from '@academy/shared/submissions';
import { applicationSchema } from '@academy/shared/rules';
import { useApplication } from '../hooks/useApplication';
import { useChosenPosition } from '../hooks/useChosenPosition';
import { useQueuedApplications } from '../hooks/useQueuedApplications';
import { ANY_POSITION } from '../lib/applicationEmails';
import { APPLICATION_EXISTS_MESSAGE, applicationErrorMessage, isDuplicateApplication } from '../lib/applicationErrorMessage';
import { DUPLICATE_MESSAGE_MS } from '../lib/applicationTimings';
import { EMPTY_APPLICATION, applicationFrom } from '../lib/applicationValues';
import type { ApplicationField } from '../lib/applicationValues';
import { ApplicationSuccessPanel } from './ApplicationSuccessPanel';
import { TermsAgreement } from './TermsAgreement';
import { StyledFailure, StyledFieldGrid, StyledFormArea, StyledMuted, StyledSubmitRow } from './styled';

interface TextFieldSpec {
  name: 'name' | 'mobileNumber' | 'email' | 'yoe';
  label: string;
  type: 'text' | 'email' | 'tel';
  inputMode?: 'numeric' | 'email';
  autoComplete: string;
  placeholder?: string;
}

const NAME: TextFieldSpec = { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' };
const MOBILE: TextFieldSpec = {
  name: 'mobileNumber', label: 'Mobile number (with country code)', type: 'tel', inputMode: 'numeric', autoComplete: 'tel', placeholder: 'e.g. 919876543210',
};
const EMAIL: TextFieldSpec = { name: 'email', label: 'E-mail', type: 'email', inputMode: 'email', autoComplete: 'email' };
const YOE: TextFieldSpec = { name: 'yoe', label: 'Years of experience', type: 'text', inputMode: 'numeric', autoComplete: 'off', placeholder: 'e.g. 3' };

const SELECTS = [
  { name: 'expertIn', label: 'Expert in', placeholder: 'Select your expertise', options: EXPERT_IN_OPTIONS },
  { name: 'level', label: 'Level', placeholder: 'Select your level', options: LEVEL_OPTIONS },
] as const;

const SAVED_OFFLINE_MESSAGE = savedOnDeviceMessage('application');

/** The job application form, its terms, and the panel that slides over it after a success. */
export function ApplicationForm() {
  const form = useForm<ApplicationField>({ initialValues: EMPTY_APPLICATION, schema: applicationSchema });
  const apply = useApplication();
  const position = useChosenPosition();
  const [accepted, setAccepted] = useState(false);
  const [applicationNumber, setApplicationNumber] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [retrying, setRetrying] = useState(false);
  const [savedOffline, setSavedOffline] = useState(false);
  // A saved application the server refused, now back in the form to be corrected.
  const refusedKey = useRef<string | null>(null);
  const queue = useQueuedApplications({
    onSent: (number) => {
      setSavedOffline(false);
      setApplicationNumber(number);
    },
    onRefused: (item) => {
      setSavedOffline(false);
      refusedKey.current = item.key;
      form.reset(applicationFrom(item.body));
      form.setErrors(item.refused?.fields ?? {});
      setAccepted(true);
      setFailure(item.refused?.message ?? null);
    },
  });
  const duplicate = useTimedMessage(DUPLICATE_MESSAGE_MS);
  const submitRef = useRef<HTMLButtonElement>(null);
  const message = duplicate.message ?? failure;

  // The busy button lost focus to the page; give it back when a refusal is shown beside it.
  const { submitting } = form;
  useEffect(() => {
    if (message && !submitting && (document.activeElement === document.body || document.activeElement === null)) submitRef.current?.focus();
  }, [message, submitting]);

  // Close leaves the panel; once the form is no longer inert, start again at its first field.
  const panelWasOpen = useRef(false);
  const { fieldId } = form;
  useEffect(() => {
    if (applicationNumber !== null) panelWasOpen.current = true;
    else if (panelWasOpen.current) {
      panelWasOpen.current = false;
      document.getElementById(fieldId('name'))?.focus();
    }
  }, [applicationNumber, fieldId]);

  const onSubmit = form.handleSubmit(async (values) => {
    duplicate.clear();
    setFailure(null);
    setSavedOffline(false);
    // One key per press of Apply, reused by every retry of this submission.
    const key = newIdempotencyKey();
    // Sending again replaces the refused saved copy it was corrected from.
    if (refusedKey.current) void queue.forget(refusedKey.current);
    refusedKey.current = null;
    const chosen = position ?? ANY_POSITION;
    try {
      // One attempt even when the browser reports no connection (its guess can be wrong); no
      // retries then, the application goes straight onto the device.
      const retries = browserIsOffline() ? { delays: [] } : {};
      const number = await apply(values, chosen, { key, onRetry: () => setRetrying(true), ...retries });
      form.reset(EMPTY_APPLICATION);
      setAccepted(false);
      setApplicationNumber(number);
    } catch (error) {
      if (isNetworkFailure(error)) {
        // Kept on the device, under the same key, until the connection returns.
        await queue.save({ ...values }, key, { position: chosen });
        form.reset(EMPTY_APPLICATION);
        setAccepted(false);
        setSavedOffline(true);
        return;
      }
      if (isDuplicateApplication(error)) {
        duplicate.show(APPLICATION_EXISTS_MESSAGE);
        return;
      }
      console.error('Application failed:', error);
      setFailure(applicationErrorMessage(error));
    } finally {
      setRetrying(false);
    }
  });


  const textField = (spec: TextFieldSpec) => (
    <FormField
      label={spec.label}
      htmlFor={form.fieldId(spec.name)}
      errorId={form.errorId(spec.name)}
      error={form.errors[spec.name]}
      required={spec.name !== 'name'}
      optional={spec.name === 'name'}
    >
      <StyledInput
        {...form.field(spec.name)}
        type={spec.type}
        inputMode={spec.inputMode}
        autoComplete={spec.autoComplete}
        placeholder={spec.placeholder}
        aria-required={spec.name !== 'name' ? 'true' : undefined}
      />
    </FormField>
  );

  const headingId = `${form.fieldId('name')}-heading`;
  const messageId = `${form.fieldId('name')}-message`;
  const hintId = `${form.fieldId('name')}-terms-hint`;

  return (
    <StyledFormArea>
      <FormCard onSubmit={onSubmit} noValidate aria-labelledby={headingId} inert={applicationNumber !== null}>
        <FormHeading id={headingId}>Apply for a role</FormHeading>
        <FormNote>Fields marked with * are required.</FormNote>
        <StyledFieldGrid>
          {textField(NAME)}
          {textField(MOBILE)}
          {textField(EMAIL)}
          {textField(YOE)}
          {SELECTS.map((select) => (
            <FormField
              key={select.name}
              label={select.label}
              htmlFor={form.fieldId(select.name)}
              errorId={form.errorId(select.name)}
              error={form.errors[select.name]}
              required
            >
              <StyledSelect {...form.field(select.name)} aria-required="true">
                <option value="" disabled>
                  {select.placeholder}
                </option>
                {select.options.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </StyledSelect>
            </FormField>
          ))}
        </StyledFieldGrid>
        <HoneypotField {...form.field(HONEYPOT_FIELD)} />
        <TermsAgreement accepted={accepted} onChange={setAccepted} />
        <ConsentField
          id={form.fieldId('consent')}
          errorId={form.errorId('consent')}
          value={form.values.consent}
          onChange={(value) => form.setValue('consent', value)}
          error={form.errors.consent}
        >
          I agree to the <PrivacyNoticeLink /> for the details in my application
        </ConsentField>
        <StyledSubmitRow>
          <Button
            ref={submitRef}
            type="submit"
            disabled={!accepted}
            busy={form.submitting}
            busyLabel="Submitting your application…"
            aria-describedby={message ? messageId : !accepted ? hintId : undefined}
          >
            Apply
          </Button>
          {retrying && <StyledMuted role="status">{STILL_TRYING_MESSAGE}</StyledMuted>}
          {savedOffline && !retrying && <StyledMuted role="status">{SAVED_OFFLINE_MESSAGE}</StyledMuted>}
          {message ? (
            <StyledFailure id={messageId} role="alert">
              {message}
            </StyledFailure>
          ) : (
            !accepted && <StyledMuted id={hintId}>Accept the terms to enable Apply.</StyledMuted>
          )}
        </StyledSubmitRow>
      </FormCard>
      {applicationNumber !== null && <ApplicationSuccessPanel applicationNumber={applicationNumber} onClose={() => setApplicationNumber(null)} />}
    </StyledFormArea>
  );
}
