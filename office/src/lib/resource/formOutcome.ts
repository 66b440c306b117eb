import type { useForm } from '@academy/shared';
import { showFieldErrors } from '../showFieldErrors';

// What every content form does with a refusal and a save: one message per field (the first the
// schema gives), shown beside it with the focus on the first to fix; a new item's form empties.

export type ContentForm<F extends string> = ReturnType<typeof useForm<F>>;

/** A schema's refusals as one message per field: the first it gives for each. */
export function issueMessages<F extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const issue of issues) errors[issue.path[0] as F] ??= issue.message;
  return errors;
}

/** After a save: the server's per-field messages beside their fields, or a new item's form emptied. */
export function afterSave<F extends string>(form: ContentForm<F>, fields: Record<string, string> | null, editing: boolean): boolean {
  if (fields) return showFieldErrors(form, fields as Partial<Record<F, string>>);
  if (!editing) form.reset();
  return false;
}
