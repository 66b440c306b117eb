import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { API_PATHS } from '@academy/contracts/records/api-paths';
import type { RegistrationCreated } from '@academy/contracts/records';
import {
  Button,
  ConsentField,
  COURSE_OPTIONS,
  FormActions,
  FormCard,
  FormFailure,
  FormField,
  FormHeading,
  FormNote,
  HoneypotField,
  HONEYPOT_FIELD,
  PrivacyNoticeLink,
  StyledInput,
  StyledSelect,
  useForm,
} from '@academy/shared';
import { STILL_TRYING_MESSAGE, useDurableSubmission } from '@academy/shared/submissions';
import { registrationSchema } from '@academy/shared/rules';
import { createRegistration } from '../api/createRegistration';
import { registrationErrorMessage } from '../lib/registrationErrorMessage';
import { INITIAL_REGISTRATION_VALUES, VALUES_AFTER_SUCCESS } from '../lib/registrationValues';
import type { RegistrationField } from '../lib/registrationValues';
import { RegistrationSuccessOverlay } from './RegistrationSuccessOverlay';
import { ChosenCourseFee } from './ChosenCourseFee';
import type { DemoStep } from './RegistrationSuccessOverlay';
import { StyledFieldGrid } from './styled';

interface TextFieldSpec {
  name: Exclude<RegistrationField, 'course' | typeof HONEYPOT_FIELD>;
  label: string;
  span: 2 | 3 | 4 | 6;
  required?: boolean;
  type?: 'text' | 'email';
  inputMode?: 'numeric' | 'email' | 'text';
  autoComplete?: string;
  placeholder?: string;
}

const TEXT_FIELDS: readonly TextFieldSpec[] = [
  { name: 'parentName', label: "Parent's name", span: 3, autoComplete: 'name' },
  { name: 'childName', label: "Child's name", span: 3, autoComplete: 'off' },
  { name: 'age', label: 'Age', span: 2, inputMode: 'numeric', autoComplete: 'off' },
  // One line: the HTML standard allows street-address only on a textarea.
  { name: 'address', label: 'Address', span: 4, autoComplete: 'address-line1' },
  { name: 'countryCode', label: 'Country code', span: 2, inputMode: 'numeric', autoComplete: 'tel-country-code', placeholder: 'e.g. 91' },
  // A text input: the HTML checker allows the number without its country code (tel-national) on
  // no other; inputMode still brings up the digits keyboard.
  { name: 'mobileNumber', label: 'Mobile number', span: 4, required: true, inputMode: 'numeric', autoComplete: 'tel-national' },
  { name: 'email', label: 'E-mail', span: 3, required: true, type: 'email', inputMode: 'email', autoComplete: 'email' },
  { name: 'referralCode', label: 'Referral code', span: 3, autoComplete: 'off' },
];

/**
 * The registration form, with its success overlay. Used on /registration and on Home. The page
 * hands it the demo step, which the overlay shows with the token the API answered.
 */
export function RegistrationForm({ DemoStep }: { DemoStep?: DemoStep } = {}) {
  const form = useForm<RegistrationField>({ initialValues: INITIAL_REGISTRATION_VALUES, schema: registrationSchema });
  const [demoToken, setDemoToken] = useState<string | null>(null);
  const submission = useDurableSubmission<RegistrationField, RegistrationCreated>({
    url: API_PATHS.registrations,
    noun: 'registration',
    form,
    send: createRegistration,
    // Called with each stored registration's answer (sent now, or later from the device): its
    // demo token goes to the overlay with its number.
    numberOf: (created) => {
      setDemoToken(created.demoToken);
      return created.registrationNumber;
    },
    valuesAfterSend: VALUES_AFTER_SUCCESS,
    failureMessage: registrationErrorMessage,
  });
  const { number: registrationNumber, retrying, savedMessage } = submission;
  // A filled honeypot is refused here as the server would refuse it: its neutral sentence, nothing sent.
  const failure = submission.failure ?? form.errors[HONEYPOT_FIELD] ?? null;
  const submitRef = useRef<HTMLButtonElement>(null);
  const overlayWasOpen = useRef(false);

  // The busy button was disabled, so the browser dropped focus to the page; give it back to the
  // button when the overlay closes or a failure is shown, so keyboard users carry on from there.
  useEffect(() => {
    if (registrationNumber !== null) overlayWasOpen.current = true;
    else if (overlayWasOpen.current) {
      overlayWasOpen.current = false;
      submitRef.current?.focus();
    }
  }, [registrationNumber]);
  const { submitting } = form;
  useEffect(() => {
    if (failure && !submitting && (document.activeElement === document.body || document.activeElement === null)) submitRef.current?.focus();
  }, [failure, submitting]);

  const failureId = `${form.fieldId('course')}-failure`;
  // The course sent, for the success overlay's fee: the form shows Chess again once it is sent.
  const [sentCourse, setSentCourse] = useState(form.values.course);
  const sendCourse = (event?: FormEvent) => {
    setSentCourse(form.values.course);
    submission.onSubmit(event);
  };

  return (
    <>
      <FormCard onSubmit={sendCourse} noValidate aria-labelledby={`${form.fieldId('course')}-heading`}>
        <FormHeading id={`${form.fieldId('course')}-heading`}>Register for a course</FormHeading>
        <FormNote>Fields marked with * are required.</FormNote>
        <StyledFieldGrid>
          <FormField label="Course" htmlFor={form.fieldId('course')} errorId={form.errorId('course')} error={form.errors.course} required>
            <StyledSelect {...form.field('course')} aria-required="true">
              <option value="" disabled>
                Select Course
              </option>
              {COURSE_OPTIONS.map((course) => (
                <option key={course} value={course}>
                  {course}
                </option>
              ))}
            </StyledSelect>
          </FormField>
          <ChosenCourseFee course={form.values.course} />
          {TEXT_FIELDS.map((spec) => (
            <FormField
              key={spec.name}
              data-span={spec.span}
              label={spec.label}
              htmlFor={form.fieldId(spec.name)}
              errorId={form.errorId(spec.name)}
              error={form.errors[spec.name]}
              required={spec.required}
            >
              <StyledInput
                {...form.field(spec.name)}
                type={spec.type ?? 'text'}
                inputMode={spec.inputMode}
                autoComplete={spec.autoComplete}
                placeholder={spec.placeholder}
                aria-required={spec.required ? 'true' : undefined}
              />
            </FormField>
          ))}
        </StyledFieldGrid>
        <ConsentField
          id={form.fieldId('consent')}
          errorId={form.errorId('consent')}
          value={form.values.consent}
          onChange={(value) => form.setValue('consent', value)}
          error={form.errors.consent}
        >
          I am this child&apos;s parent or legal guardian, and I agree to the <PrivacyNoticeLink />
        </ConsentField>
        <HoneypotField {...form.field(HONEYPOT_FIELD)} />
        <FormActions>
          <Button
            ref={submitRef}
            type="submit"
            busy={form.submitting}
            busyLabel="Registering…"
            aria-describedby={failure ? failureId : undefined}
          >
            Register
          </Button>
          {retrying && <FormNote role="status">{STILL_TRYING_MESSAGE}</FormNote>}
          {savedMessage && !retrying && <FormNote role="status">{savedMessage}</FormNote>}
          {failure && (
            <FormFailure id={failureId} role="alert">
              {failure}
            </FormFailure>
          )}
        </FormActions>
      </FormCard>
      <RegistrationSuccessOverlay
        registrationNumber={registrationNumber}
        onClose={submission.closeNumber}
        course={sentCourse}
        demoToken={demoToken}
        DemoStep={DemoStep}
      />
    </>
  );
}
