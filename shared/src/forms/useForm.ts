import { useCallback, useId, useLayoutEffect, useRef, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import type { ZodType } from 'zod';
import { validateForm } from '@academy/contracts/rules/formErrors';
import { hasErrors, trimValues } from './formRules';
import type { FormErrors, FormValues } from './formRules';

// The one form helper of the site: values, trimming, a message per field from the shared
// schema, and a submit flag. Every form (registration, course request, careers)
// builds on it, so these behaviours are the same everywhere.

export interface UseFormOptions<F extends string> {
  initialValues: FormValues<F>;
  /** A shared schema (registration, application, course request): the API judges with the same one. */
  schema?: ZodType;
}

interface FieldProps {
  id: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}

export interface UseFormResult<F extends string> {
  values: FormValues<F>;
  errors: FormErrors<F>;
  submitting: boolean;
  setValue: (name: F, value: string) => void;
  /** Props for the input of a field: id, value, change handler and its error wiring. */
  field: (name: F) => FieldProps;
  /** Ids to connect a label and an error message to the field. */
  fieldId: (name: F) => string;
  errorId: (name: F) => string;
  /**
   * A form `onSubmit` handler: trims every value, validates, and when valid awaits `onValid`
   * with the trimmed values while `submitting` is true. Ignores a submit while one is in flight.
   */
  handleSubmit(onValid: (values: FormValues<F>) => void | Promise<void>): (event?: FormEvent) => void;
  reset: (values?: FormValues<F>) => void;
  setErrors: (errors: FormErrors<F>) => void;
}

export function useForm<F extends string>({ initialValues, schema }: UseFormOptions<F>): UseFormResult<F> {
  const [values, setValues] = useState<FormValues<F>>(initialValues);
  const [errors, setErrors] = useState<FormErrors<F>>({});
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  const prefix = useId();
  const initialRef = useRef(initialValues);
  const schemaRef = useRef(schema);
  const valuesRef = useRef(values);
  // handleSubmit reads the committed schema and values; it is called from events, after the commit.
  useLayoutEffect(() => {
    schemaRef.current = schema;
    valuesRef.current = values;
  });

  const fieldId = useCallback((name: F) => `${prefix}-${name}`, [prefix]);
  const errorId = useCallback((name: F) => `${prefix}-${name}-error`, [prefix]);

  const setValue = useCallback((name: F, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    // A corrected field loses its old message at once; it is checked again on submit.
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }, []);

  const field = (name: F): FieldProps => ({
    id: fieldId(name),
    name,
    value: values[name],
    onChange: (event) => setValue(name, event.target.value),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? errorId(name) : undefined,
  });

  const handleSubmit = useCallback(
    (onValid: (values: FormValues<F>) => void | Promise<void>) => (event?: FormEvent) => {
      event?.preventDefault();
      if (inFlight.current) return;
      const trimmed = trimValues(valuesRef.current);
      const found = (schemaRef.current ? validateForm(schemaRef.current, trimmed) : {}) as FormErrors<F>;
      setErrors(found);
      if (hasErrors(found)) {
        // Take a keyboard or screen-reader user straight to the first field to fix.
        const first = (Object.keys(trimmed) as F[]).find((name) => found[name]);
        if (first && typeof document !== 'undefined') document.getElementById(fieldId(first))?.focus();
        return;
      }
      inFlight.current = true;
      setSubmitting(true);
      void Promise.resolve()
        .then(() => onValid(trimmed))
        .catch((error: unknown) => console.error('Form submit failed:', error))
        .finally(() => {
          inFlight.current = false;
          setSubmitting(false);
        });
    },
    [fieldId],
  );

  const reset = useCallback((next?: FormValues<F>) => {
    setValues(next ?? initialRef.current);
    setErrors({});
  }, []);

  return { values, errors, submitting, setValue, field, fieldId, errorId, handleSubmit, reset, setErrors };
}
