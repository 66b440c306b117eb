import { useState } from 'react';
import type { FormEvent } from 'react';
import { apiErrorMessage, apiFieldErrors, failureStatus } from '@academy/shared';
import { useSession } from '../../../lib/session';

/** A contract's schema as the form uses it (zod's safeParse), without naming zod here. */
interface Judge<B> {
  safeParse(
    value: unknown,
  ): { success: true; data: B } | { success: false; error: { issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }> } };
}

/** What the fields of a publishing form read (by name, as method types so any form's names fit). */
export interface PublishForm {
  values: Partial<Record<string, string>>;
  busy: boolean;
  sent: string | null;
  problem: string | null;
  field(name: string): {
    id: string;
    value: string;
    'aria-invalid': 'true' | undefined;
    'aria-describedby': string | undefined;
    onChange: (event: { target: { value: string } }) => void;
  };
  errorOf(name: string): { htmlFor: string; errorId: string; error: string | undefined };
}

/**
 * A publishing form: text fields as typed, turned into the body by `toBody`, judged by the
 * contract's schema (the API's own) before sending; the API's refusal is shown beside the form and
 * its fields. `sent` says what was done, for a status line.
 */
export function usePublishForm<F extends string, B>({
  prefix,
  initial,
  toBody,
  schema,
  send,
  done,
}: {
  /** Makes the fields' ids unique on a page of several forms. */
  prefix: string;
  initial: Record<F, string>;
  toBody: (values: Record<F, string>) => unknown;
  schema: Judge<B>;
  send: (body: B) => Promise<string>;
  done: () => void;
}) {
  const { expired } = useSession();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSent(null);
    setProblem(null);
    const parsed = schema.safeParse(toBody(values));
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? ''), issue.message])));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      setSent(await send(parsed.data));
      done();
    } catch (error) {
      if (failureStatus(error) === 401) return expired();
      setErrors(apiFieldErrors(error));
      setProblem(apiErrorMessage(error, 'This could not be published.'));
    } finally {
      setBusy(false);
    }
  };
  const field = (name: F) => ({
    id: `${prefix}-${name}`,
    value: values[name],
    'aria-invalid': errors[name] ? ('true' as const) : undefined,
    'aria-describedby': errors[name] ? `${prefix}-${name}-error` : undefined,
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });
  const errorOf = (name: F) => ({ htmlFor: `${prefix}-${name}`, errorId: `${prefix}-${name}-error`, error: errors[name] });
  return { values, problem, sent, busy, onSubmit: (event: FormEvent) => void onSubmit(event), field, errorOf };
}
