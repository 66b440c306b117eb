import type { ApplicationInput } from '@academy/shared';

export type ApplicationField = keyof ApplicationInput;

/** A fresh form, and the form after a success: every field empty. */
export const EMPTY_APPLICATION: ApplicationInput = {
  name: '',
  mobileNumber: '',
  email: '',
  expertIn: '',
  level: '',
  yoe: '',
  consent: '',
  website: '',
};

/** The form's values from a saved submission's body (a field it lacks is empty). */
export function applicationFrom(body: Partial<Record<string, string>>): ApplicationInput {
  const values = { ...EMPTY_APPLICATION };
  for (const field of Object.keys(EMPTY_APPLICATION) as ApplicationField[]) values[field] = body[field] ?? '';
  return values;
}
