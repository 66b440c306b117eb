import { useState } from 'react';
import styled from 'styled-components';
import { Button, FormField, StyledInput, useForm } from '@academy/shared';
import { signInSchema } from '@academy/contracts/office-rules';
import { signInProblem } from '../signInProblem';
import { officeApi } from '../../../lib/officeApi';
import { useSession } from '../../../lib/session';
import type { Staff } from '../../../lib/session';
import { Notice, PageHeading } from '../../../lib/ui';
import { officeCopy, signInCopy } from '../../../content/office';

const StyledMain = styled.main`
  max-width: 26rem;
  margin: ${({ theme }) => theme.space[7]} auto;
  padding: 0 ${({ theme }) => theme.space[4]};
  form { display: grid; gap: ${({ theme }) => theme.space[4]}; }
  p { color: ${({ theme }) => theme.color.textMuted}; }
`;

export function SignInPage({ expired }: { expired: boolean }) {
  const { signedIn } = useSession();
  const [problem, setProblem] = useState<string | null>(expired ? signInCopy.expired : null);
  const form = useForm<'email' | 'password'>({ initialValues: { email: '', password: '' }, schema: signInSchema });
  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      const response = await officeApi.post<Staff>('/office/session', { email: values.email, password: values.password });
      signedIn(response.data);
    } catch (error) {
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
        <FormField label={signInCopy.email} htmlFor={form.fieldId('email')} errorId={form.errorId('email')} error={form.errors.email} required>
          <StyledInput {...form.field('email')} type="email" autoComplete="username" aria-required="true" />
        </FormField>
        <FormField label={signInCopy.password} htmlFor={form.fieldId('password')} errorId={form.errorId('password')} error={form.errors.password} required>
          <StyledInput {...form.field('password')} type="password" autoComplete="current-password" aria-required="true" />
        </FormField>
        <Button type="submit" busy={form.submitting} busyLabel={signInCopy.submit}>
          {signInCopy.submit}
        </Button>
      </form>
    </StyledMain>
  );
}
