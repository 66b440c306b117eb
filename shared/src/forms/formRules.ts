import type { FieldCheck } from '../rules/validators';

// The pure half of the form helper: trimming and validation, apart from React.

export type FormValues<F extends string> = Record<F, string>;
export type FormErrors<F extends string> = Partial<Record<F, string>>;
/** Checks per field, run in order; the first message wins. Fields without checks are free text. */
export type FormRules<F extends string> = Partial<Record<F, FieldCheck | readonly FieldCheck[]>>;

/** Every value trimmed (all values are trimmed before sending). */
export function trimValues<F extends string>(values: FormValues<F>): FormValues<F> {
  const out = {} as FormValues<F>;
  for (const key of Object.keys(values) as F[]) out[key] = values[key].trim();
  return out;
}

/** The first message of each field's checks, for fields that fail. */
export function validateValues<F extends string>(values: FormValues<F>, rules: FormRules<F>): FormErrors<F> {
  const errors: FormErrors<F> = {};
  for (const key of Object.keys(rules) as F[]) {
    const rule = rules[key];
    const checks: readonly FieldCheck[] = !rule ? [] : typeof rule === 'function' ? [rule] : rule;
    for (const check of checks) {
      const message = check(values[key] ?? '');
      if (message) {
        errors[key] = message;
        break;
      }
    }
  }
  return errors;
}

export function hasErrors<F extends string>(errors: FormErrors<F>): boolean {
  return Object.values(errors).some(Boolean);
}
