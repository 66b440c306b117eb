import { applicationSchema, type ApplicationInput, type FieldCheck, type FormRules } from '@academy/shared';

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

/** One field of the shared application schema (the one the API parses with) as a form check. */
function checkWithSchema(field: ApplicationField): FieldCheck {
  const schema = applicationSchema.shape[field];
  return (value) => {
    const result = schema.safeParse(value);
    return result.success ? null : (result.error.issues[0]?.message ?? null);
  };
}

/**
 * Messages beside the fields come from the shared schema. The honeypot is left to the server:
 * people never see it, so a message beside it would help no one.
 */
export const APPLICATION_RULES: FormRules<ApplicationField> = {
  name: checkWithSchema('name'),
  mobileNumber: checkWithSchema('mobileNumber'),
  email: checkWithSchema('email'),
  expertIn: checkWithSchema('expertIn'),
  level: checkWithSchema('level'),
  yoe: checkWithSchema('yoe'),
};
