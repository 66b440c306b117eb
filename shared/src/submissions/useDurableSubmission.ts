import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { apiFieldErrors, failureStatus, isNetworkFailure } from '../api/client';
import { useClock } from '../clock/ClockContext';
import { useTimedMessage } from '../clock/useTimedMessage';
import type { FormErrors, FormValues } from '../forms/formRules';
import type { UseFormResult } from '../forms/useForm';
import { newIdempotencyKey } from './idempotentPost';
import type { IdempotentAnswer, IdempotentPostOptions } from './idempotentPost';
import { browserIsOffline, savedOnDeviceMessage } from './offlineQueue';
import type { QueuedSubmission } from './savedSubmissions';
import { useQueuedSubmissions } from './useQueuedSubmissions';

// The one way a form that creates a record (a registration, an application) sends it:
// validate → send with an Idempotency-Key → retry with the same key → save on the device when
// the connection is gone → show the number, on this page, as soon as the server has stored it
// (at once, or when a saved one is sent later). docs/architecture.md, "Idempotent writes".

/**
 * A refusal that is a passing message rather than something to correct (the application's 409,
 * "Application already exists."): shown for `durationMs` then cleared, whether the form sent it
 * or it came back from the device's queue, and a saved copy is dropped rather than restored.
 */
export interface PassingRefusal {
  status: number;
  message: string;
  durationMs: number;
}

export interface DurableSubmissionOptions<F extends string, A, B extends Record<string, string> = FormValues<F>> {
  /** The API path the record is created at (`API_PATHS.registrations`). */
  url: string;
  /** What it is called in the form's sentences: 'registration', 'application'. */
  noun: string;
  form: Pick<UseFormResult<F>, 'handleSubmit' | 'reset' | 'setErrors'>;
  /** The endpoint function: one POST with the options' key, retried on the options' waits. */
  send: (body: B, options: IdempotentPostOptions) => Promise<IdempotentAnswer<A>>;
  /** The number the server's answer carries. */
  numberOf: (answer: A) => string;
  /** What the form shows once the submission is sent or saved. */
  valuesAfterSend: FormValues<F>;
  /** The sentence beside the button for any other failure (the server's own, else the form's). */
  failureMessage: (error: unknown) => string;
  /** What is sent: the form's values and anything the page adds (the opening applied for); the values alone when not given. */
  bodyOf?: (values: FormValues<F>) => B;
  passingRefusal?: PassingRefusal;
  /** A saved submission the server refused is back in the form, with the body it was saved with. */
  onRestored?: (body: Record<string, string>) => void;
  /** The form was sent or saved, and shows `valuesAfterSend` again. */
  onCleared?: () => void;
}

export interface DurableSubmission {
  /** The form's submit handler. */
  onSubmit: (event?: FormEvent) => void;
  /** The number of the record just stored, for the success overlay; null when none is shown. */
  number: string | null;
  closeNumber: () => void;
  /** A retry is under way ("Still trying…"). */
  retrying: boolean;
  /** The last submission waits on the device (its sentence, else null). */
  savedMessage: string | null;
  /** The sentence beside the button: a refusal, a failure, or a passing refusal while it lasts. */
  failure: string | null;
}

export function useDurableSubmission<F extends string, A, B extends Record<string, string> = FormValues<F>>(
  options: DurableSubmissionOptions<F, A, B>,
): DurableSubmission {
  const clock = useClock();
  const latest = useRef(options);
  // The handlers below read the options of the last render, kept once it is committed.
  useLayoutEffect(() => {
    latest.current = options;
  });
  const [number, setNumber] = useState<string | null>(null);
  const [retrying, setRetrying] = useState(false);
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const passing = useTimedMessage(options.passingRefusal?.durationMs ?? 0);
  // A saved submission the server refused, now back in the form to be corrected: sending again replaces it.
  const refusedKey = useRef<string | null>(null);

  const clearForm = useCallback(() => {
    const { form, valuesAfterSend, onCleared } = latest.current;
    form.reset(valuesAfterSend);
    onCleared?.();
  }, []);

  const queue = useQueuedSubmissions<A>(options.url, {
    onSent: (_item, { data }) => {
      setSaved(false);
      setNumber(latest.current.numberOf(data));
    },
    onRefused: (item: QueuedSubmission) => {
      const { form, valuesAfterSend, passingRefusal, onRestored } = latest.current;
      setSaved(false);
      if (passingRefusal && item.refused?.status === passingRefusal.status) {
        // As if it had been refused while the person watched: the message for a while, and nothing kept.
        void queue.forget(item.key);
        passing.show(passingRefusal.message);
        return;
      }
      refusedKey.current = item.key;
      const restored = Object.fromEntries(Object.keys(valuesAfterSend).map((field) => [field, item.body[field] ?? ''])) as FormValues<F>;
      form.reset(restored);
      form.setErrors((item.refused?.fields ?? {}) as FormErrors<F>);
      onRestored?.(item.body);
      setFailure(item.refused?.message ?? null);
    },
  });

  // Built when the form is submitted: the handler reads the latest options then, not during render.
  const onSubmit = (event?: FormEvent) =>
    options.form.handleSubmit(async (values) => {
      const { url, noun, send, numberOf, failureMessage, bodyOf, passingRefusal, form } = latest.current;
      passing.clear();
      setFailure(null);
      setSaved(false);
      // One key per press of the button, reused by every retry of this submission.
      const key = newIdempotencyKey();
      if (refusedKey.current) void queue.forget(refusedKey.current);
      refusedKey.current = null;
      const body: B = bodyOf ? bodyOf(values) : ({ ...values } as unknown as B);
      try {
        // One attempt even when the browser reports no connection (its guess can be wrong); no
        // retries then, the submission goes straight onto the device.
        const { data } = await send(body, {
          key,
          clock,
          onRetry: () => setRetrying(true),
          ...(browserIsOffline() ? { delays: [] } : {}),
        });
        clearForm();
        setNumber(numberOf(data));
      } catch (error) {
        if (isNetworkFailure(error)) {
          // Kept on the device, under the same key, until the connection returns.
          await queue.save(body, key);
          clearForm();
          setSaved(true);
          return;
        }
        if (passingRefusal && failureStatus(error) === passingRefusal.status) {
          passing.show(passingRefusal.message);
          return;
        }
        console.error(`Sending the ${noun} failed (${url}):`, error);
        form.setErrors(apiFieldErrors(error) as FormErrors<F>);
        setFailure(failureMessage(error));
      } finally {
        setRetrying(false);
      }
    })(event);

  return {
    onSubmit,
    number,
    closeNumber: useCallback(() => setNumber(null), []),
    retrying,
    savedMessage: saved ? savedOnDeviceMessage(options.noun) : null,
    failure: passing.message ?? failure,
  };
}
