import { useEffect, useRef, useState } from 'react';
import { API_PATHS } from '@academy/contracts/records/api-paths';
import type { ApplicationCreated } from '@academy/contracts/records';
import {
  Button,
  ConsentField,
  EXPERT_IN_OPTIONS,
  FormCard,
  FormField,
  FormHeading,
  FormNote,
  HoneypotField,
  HONEYPOT_FIELD,
  LEVEL_OPTIONS,
  PrivacyNoticeLink,
  StyledInput,
  StyledSelect,
  useForm,
} from '@academy/shared';
import { STILL_TRYING_MESSAGE, useDurableSubmission } from '@academy/shared/submissions';
import { applicationSchema } from '@academy/shared/rules';
import { createApplication } from '../api/createApplication';
import { useChosenPosition } from '../hooks/useChosenPosition';
import { DUPLICATE_APPLICATION, applicationErrorMessage } from '../lib/applicationErrorMessage';
import { EMPTY_APPLICATION, applicationBody } from '../lib/applicationValues';
import type { ApplicationBody } from '../lib/applicationValues';
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
  name: 'mobileNumber',
  label: 'Mobile number (with country code)',
  type: 'tel',
  inputMode: 'numeric',
  autoComplete: 'tel',
  placeholder: 'e.g. 919876543210',
};
const EMAIL: TextFieldSpec = { name: 'email', label: 'E-mail', type: 'email', inputMode: 'email', autoComplete: 'email' };
const YOE: TextFieldSpec = {
  name: 'yoe',
  label: 'Years of experience',
  type: 'text',
  inputMode: 'numeric',
  autoComplete: 'off',
  placeholder: 'e.g. 3',
};

const SELECTS = [
  { name: 'expertIn', label: 'Expert in', placeholder: 'Select your expertise', options: EXPERT_IN_OPTIONS },
  { name: 'level', label: 'Level', placeholder: 'Select your level', options: LEVEL_OPTIONS },
] as const;

/** The job application form, its terms, and the panel that slides over it after a success. */
export function ApplicationForm() {
  const form = useForm<ApplicationField>({ initialValues: EMPTY_APPLICATION, schema: applicationSchema });
  const position = useChosenPosition();
  const [accepted, setAccepted] = useState(false);
  // The opening a saved application was for, when it comes back into the form to be corrected.
  const restoredPosition = useRef<string | undefined>(undefined);
  const submission = useDurableSubmission<ApplicationField, ApplicationCreated, ApplicationBody>({
    url: API_PATHS.applications,
    noun: 'application',
    form,
    send: createApplication,
    numberOf: (created) => created.applicationNumber,
    valuesAfterSend: EMPTY_APPLICATION,
    failureMessage: applicationErrorMessage,
    bodyOf: (values) => applicationBody(values, position ?? restoredPosition.current),
    passingRefusal: DUPLICATE_APPLICATION,
    onRestored: (body) => {
      restoredPosition.current = body.position || undefined;
      setAccepted(true);
    },
    onCleared: () => {
      restoredPosition.current = undefined;
      setAccepted(false);
    },
  });
  const { number: applicationNumber, retrying, savedMessage, failure: message } = submission;
  const submitRef = useRef<HTMLButtonElement>(null);

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
      <FormCard onSubmit={submission.onSubmit} noValidate aria-labelledby={headingId} inert={applicationNumber !== null}>
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
          {savedMessage && !retrying && <StyledMuted role="status">{savedMessage}</StyledMuted>}
          {message ? (
            <StyledFailure id={messageId} role="alert">
              {message}
            </StyledFailure>
          ) : (
            !accepted && <StyledMuted id={hintId}>Accept the terms to enable Apply.</StyledMuted>
          )}
        </StyledSubmitRow>
      </FormCard>
      {applicationNumber !== null && <ApplicationSuccessPanel applicationNumber={applicationNumber} onClose={submission.closeNumber} />}
    </StyledFormArea>
  );
}
