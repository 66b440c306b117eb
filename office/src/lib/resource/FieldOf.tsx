import type { ReactNode } from 'react';
import { FormField } from '@academy/shared';
import type { ContentForm } from './formOutcome';

/** A form's field by its name: its label, and its message beside it, wired to the form's ids. */
export function FieldOf<F extends string>({
  form,
  name,
  label,
  required = false,
  children,
}: {
  form: ContentForm<F>;
  name: F;
  label: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <FormField label={label} htmlFor={form.fieldId(name)} errorId={form.errorId(name)} error={form.errors[name]} required={required}>
      {children}
    </FormField>
  );
}
