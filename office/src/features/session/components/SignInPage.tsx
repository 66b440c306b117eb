import { useState } from 'react';
import styled from 'styled-components';
import { Button, FormField, StyledInput, useForm } from '@academy/shared';
import { signInSchema } from '@academy/contracts/office-rules';
import { codeNeeded, signInProblem } from '../signInProblem';
import { signInRequest } from '../api/session';
import { useSession } from '../../../lib/session';
import { Notice, PageHeading } from '../../../lib/ui';
import { officeCopy, signInCopy } from '../../../content/office';

const StyledMain = styled.main`
  max-width: 26rem;
  margin: ${({ theme }) => theme.space[7]} auto;
  padding: 0 ${({ theme }) => theme.space[4]};
  form {
    display: grid;
    gap: ${({ theme }) => theme.space[4]};
  }
  p {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export function SignInPage({ expired }: { expired: boolean }) {
  const { signedIn } = useSession();
  const [problem, setProblem] = useState<string | null>(expired ? signInCopy.expired : null);
  // The code field appears once the API says the account has two-factor sign-in.
  const [askCode, setAskCode] = useState(false);
  const form = useForm<'email' | 'password' | 'otp'>({ initialValues: { email: '', password: '', otp: '' }, schema: signInSchema });
  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      const otp = askCode && values.otp.trim() !== '' ? values.otp.trim() : undefined;
      signedIn(await signInRequest({ email: values.email, password: values.password, ...(otp ? { otp } : {}) }));
    } catch (error) {
      if (codeNeeded(error)) setAskCode(true);
      setProblem(signInProblem(error));
    }
  });
  return (
    <StyledMain>
      <p>{officeCopy.brand}</p>
      <PageHeading>{signInCopy.heading}</PageHeading>
      <p>{signInCopy.intro}</p>
      {problem && (
        <Notice role="alert" $tone="error">
          {problem}
        </Notice>
      )}
      <form onSubmit={onSubmit} noValidate>
        <FormField
          label={signInCopy.email}
          htmlFor={form.fieldId('email')}
          errorId={form.errorId('email')}
          error={form.errors.email}
          required
        >
          <StyledInput {...form.field('email')} type="email" autoComplete="username" aria-required="true" />
        </FormField>
        <FormField
          label={signInCopy.password}
          htmlFor={form.fieldId('password')}
          errorId={form.errorId('password')}
          error={form.errors.password}
          required
        >
          <StyledInput {...form.field('password')} type="password" autoComplete="current-password" aria-required="true" />
        </FormField>
        {askCode && (
          <FormField label={signInCopy.code} htmlFor={form.fieldId('otp')} errorId={form.errorId('otp')} error={form.errors.otp} required>
            <p id={`${form.fieldId('otp')}-hint`}>{signInCopy.codeHint}</p>
            <StyledInput
              {...form.field('otp')}
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              aria-required="true"
              aria-describedby={`${form.fieldId('otp')}-hint ${form.errorId('otp')}`}
            />
          </FormField>
        )}
        <Button type="submit" busy={form.submitting} busyLabel={signInCopy.submit}>
          {signInCopy.submit}
        </Button>
      </form>
    </StyledMain>
  );
}
