// A form's messages beside its fields, and the keyboard's focus on the first field to fix (in
// the form's order), as the shared form helper does for what its own schema finds. For what a
// page judges itself and for the server's per-field refusals.

interface ErrorTarget<F extends string> {
  values: Record<F, string>;
  fieldId(name: F): string;
  setErrors(errors: Partial<Record<F, string>>): void;
}

/** Shows the messages; focuses the first field with one and tells whether there was one. */
export function showFieldErrors<F extends string>(form: ErrorTarget<F>, errors: Partial<Record<F, string | undefined>>): boolean {
  form.setErrors(errors);
  const first = (Object.keys(form.values) as F[]).find((name) => errors[name]);
  if (first) document.getElementById(form.fieldId(first))?.focus();
  return first !== undefined;
}
