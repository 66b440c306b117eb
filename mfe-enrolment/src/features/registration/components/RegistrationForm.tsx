import { useEffect, useRef, useState } from 'react';
import {
  apiFieldErrors, Button, ConsentField, isNetworkFailure, COURSE_OPTIONS, FormActions, FormCard, FormFailure, FormField, FormHeading,
  FormNote, HoneypotField, HONEYPOT_FIELD, PrivacyNoticeLink, StyledInput, StyledSelect, useForm,
} from '@academy/shared';
import { newIdempotencyKey, STILL_TRYING_MESSAGE, browserIsOffline, savedOnDeviceMessage } from '@academy/shared/submissions';
import { registrationSchema } from '@academy/shared/rules';
import { useRegistration } from '../hooks/useRegistration';
import { useQueuedRegistrations } from '../hooks/useQueuedRegistrations';
import { registrationErrorMessage } from '../lib/registrationErrorMessage';
import { INITIAL_REGISTRATION_VALUES, REGISTRATION_FIELDS, VALUES_AFTER_SUCCESS } from '../lib/registrationValues';
import type { RegistrationField, RegistrationValues } from '../lib/registrationValues';
import { RegistrationSuccessOverlay } from './RegistrationSuccessOverlay';
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

const SAVED_OFFLINE_MESSAGE = savedOnDeviceMessage('registration');

/** The registration form, with its success overlay. Used on /registration and on Home. */
export function RegistrationForm() {
  const form = useForm<RegistrationField>({ initialValues: INITIAL_REGISTRATION_VALUES, schema: registrationSchema });
  const register = useRegistration();
  const [serverFailure, setFailure] = useState<string | null>(null);
  // A filled honeypot is refused here as the server would refuse it: its neutral sentence, nothing sent.
  const failure = serverFailure ?? form.errors[HONEYPOT_FIELD] ?? null;
  const [registrationNumber, setRegistrationNumber] = useState<string | null>(null);
  const [retrying, setRetrying] = useState(false);
  const [savedOffline, setSavedOffline] = useState(false);
  // A saved registration the server refused, now back in the form to be corrected.
  const refusedKey = useRef<string | null>(null);
  const queue = useQueuedRegistrations({
    onSent: (number) => {
      setSavedOffline(false);
      setRegistrationNumber(number);
    },
    onRefused: (item) => {
      setSavedOffline(false);
      refusedKey.current = item.key;
      const restored = Object.fromEntries(REGISTRATION_FIELDS.map((f) => [f, item.body[f] ?? ''])) as RegistrationValues;
      form.reset(restored);
      form.setErrors(item.refused?.fields ?? {});
      setFailure(item.refused?.message ?? null);
    },
  });
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

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    // One key per press of the button, reused by every retry of this submission.
    const key = newIdempotencyKey();
    // Sending again replaces the refused saved copy it was corrected from.
    if (refusedKey.current) void queue.forget(refusedKey.current);
    refusedKey.current = null;
    // Kept on the device, under the same key, until the connection returns.
    const saveForLater = async () => {
      await queue.save(values, key);
      form.reset(VALUES_AFTER_SUCCESS);
      setSavedOffline(true);
    };
    try {
      // One attempt even when the browser reports no connection (its guess can be wrong); no
      // retries then, the registration goes straight onto the device.
      const retries = browserIsOffline() ? { delays: [] } : {};
      const number = await register(values, { key, onRetry: () => setRetrying(true), ...retries });
      form.reset(VALUES_AFTER_SUCCESS);
      setRegistrationNumber(number);
    } catch (error) {
      if (isNetworkFailure(error)) {
        await saveForLater();
        return;
      }
      console.error('Registration failed:', error);
      form.setErrors(apiFieldErrors(error));
      setFailure(registrationErrorMessage(error));
    } finally {
      setRetrying(false);
    }
  });

  const failureId = `${form.fieldId('course')}-failure`;

  return (
    <>
      <FormCard onSubmit={onSubmit} noValidate aria-labelledby={`${form.fieldId('course')}-heading`}>
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
          <Button ref={submitRef} type="submit" busy={form.submitting} busyLabel="Registering…" aria-describedby={failure ? failureId : undefined}>
            Register
          </Button>
          {retrying && <FormNote role="status">{STILL_TRYING_MESSAGE}</FormNote>}
          {savedOffline && !retrying && <FormNote role="status">{SAVED_OFFLINE_MESSAGE}</FormNote>}
          {failure && (
            <FormFailure id={failureId} role="alert">
              {failure}
            </FormFailure>
          )}
        </FormActions>
      </FormCard>
      <RegistrationSuccessOverlay registrationNumber={registrationNumber} onClose={() => setRegistrationNumber(null)} />
    </>
  );
}
