// The pure half of the form helper, apart from React.

export type FormValues<F extends string> = Record<F, string>;
export type FormErrors<F extends string> = Partial<Record<F, string>>;

/** Every value trimmed (all values are trimmed before sending). */
export function trimValues<F extends string>(values: FormValues<F>): FormValues<F> {
  const out = {} as FormValues<F>;
  for (const key of Object.keys(values) as F[]) out[key] = values[key].trim();
  return out;
}

export function hasErrors<F extends string>(errors: FormErrors<F>): boolean {
  return Object.values(errors).some(Boolean);
}
