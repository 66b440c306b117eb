import type { ApplicationInput } from '@academy/shared';

/** What the application form holds: every field of the request but the opening, which the page knows. */
export type ApplicationField = Exclude<keyof ApplicationInput, 'position'>;
export type ApplicationValues = Omit<ApplicationInput, 'position'>;
/** What POST /applications is sent: the form's values, and the opening applied for when there is one. */
export type ApplicationBody = ApplicationValues & { position?: string };

/** A fresh form, and the form after a success: every field empty. */
export const EMPTY_APPLICATION: ApplicationValues = {
  name: '',
  mobileNumber: '',
  email: '',
  expertIn: '',
  level: '',
  yoe: '',
  consent: '',
  website: '',
};

/** The request body: the values, with `position` only when the visitor came through an opening. */
export function applicationBody(values: ApplicationValues, position: string | undefined | null): ApplicationBody {
  return position ? { ...values, position } : { ...values };
}
