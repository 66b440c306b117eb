import type { FormEvent } from 'react';
import { FormField, StyledInput } from '@academy/shared';
import { ACHIEVEMENT_IMAGE_TYPES } from '@academy/contracts/office-rules';
import { Hint } from '../ui';
import { showFieldErrors } from '../showFieldErrors';
import type { ImageChoice } from './useImageChoice';
import type { ContentForm } from './formOutcome';

/** The file field of an item's image, its problem beside it; on an edit, that empty keeps the current one. */
export function ImageField({ choice }: { choice: ImageChoice }) {
  const { id } = choice;
  const errorId = `${id}-error`;
  return (
    <FormField label={choice.copy.label} htmlFor={id} errorId={errorId} error={choice.error} required={choice.required}>
      <StyledInput
        id={id}
        type="file"
        accept={ACHIEVEMENT_IMAGE_TYPES.join(',')}
        aria-required={choice.required}
        aria-invalid={choice.error ? true : undefined}
        aria-describedby={choice.error ? errorId : undefined}
        onChange={(event) => choice.choose(event.target.files?.[0] ?? null)}
      />
      {!choice.required && <Hint>{choice.copy.keep}</Hint>}
    </FormField>
  );
}

/**
 * The submit of a form with an image: the text fields (judged by the form's schema) and the image
 * are judged together, so every problem shows at once; a save sends both. A new item's form
 * empties after its save (and `onEmptied` resets what else the page keeps).
 */
export function submitWithImage<F extends string>(
  form: ContentForm<F>,
  choice: ImageChoice,
  send: (values: Record<F, string>, image: File | null) => Promise<Record<string, string> | null>,
  onEmptied?: () => void,
): (event: FormEvent) => void {
  const submit = form.handleSubmit(async (values) => {
    if (choice.judge()) {
      choice.focus();
      return;
    }
    const fields = await send(values, choice.image);
    if (fields) {
      const { image, ...text } = fields;
      const focused = showFieldErrors(form, text as Partial<Record<F, string>>);
      if (image) choice.refused(image, !focused);
    } else if (choice.required) {
      // A new item (its image required) was added: the form is empty for the next.
      form.reset();
      choice.clear();
      onEmptied?.();
    }
  });
  return (event: FormEvent) => {
    choice.judge();
    submit(event);
  };
}
