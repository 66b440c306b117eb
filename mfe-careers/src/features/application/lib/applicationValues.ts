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
  website: '',
};
