import { useState } from 'react';
import { ACHIEVEMENT_IMAGE_MAX_BYTES, ACHIEVEMENT_IMAGE_TYPES } from '@academy/contracts/office-rules';

// The image of a content item (an achievement's picture, a teacher's photo): chosen in a file
// field, judged before it is sent (the API judges it again by its content), required for a new
// item and optional on an edit (empty keeps the current one).

/** The words of an image field. */
export interface ImageCopy {
  label: string;
  missing: string;
  type: string;
  size: string;
  keep: string;
}

/** What is wrong with a chosen image before it is sent. */
export function imageProblem(image: File | null, required: boolean, copy: ImageCopy): string | undefined {
  if (!image) return required ? copy.missing : undefined;
  if (!(ACHIEVEMENT_IMAGE_TYPES as readonly string[]).includes(image.type)) return copy.type;
  if (image.size > ACHIEVEMENT_IMAGE_MAX_BYTES) return copy.size;
  return undefined;
}

/** The file field `id`'s image; the field is found by its id, as a refusal's focus finds any field. */
export function useImageChoice(id: string, required: boolean, copy: ImageCopy) {
  const [image, setImage] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const field = () => document.getElementById(id) as HTMLInputElement | null;
  return {
    id,
    image,
    error,
    required,
    copy,
    /** Says beside the field what is wrong with the image, if anything; true when something is. */
    judge: (): boolean => {
      const problem = imageProblem(image, required, copy);
      setError(problem);
      return problem !== undefined;
    },
    /** The server's refusal of the image; focused when no other field took the focus. */
    refused: (message: string, focus: boolean) => {
      setError(message);
      if (focus) field()?.focus();
    },
    focus: () => field()?.focus(),
    choose: (file: File | null) => {
      setImage(file);
      setError(undefined);
    },
    clear: () => {
      setImage(null);
      const input = field();
      if (input) input.value = '';
    },
  };
}

export type ImageChoice = ReturnType<typeof useImageChoice>;
