import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { courseRequestSchema } from '@academy/contracts/rules';
import { renderWithProviders } from '../testing';
import { FormField, StyledInput } from './FormField';
import { useForm } from './useForm';

const harnessSchema = z.object({
  name: z.string(),
  email: z.string().min(1, 'Please enter your e-mail address.'),
});

function Harness({ onValid }: { onValid: (values: { name: string; email: string }) => Promise<void> }) {
  const form = useForm({ initialValues: { name: '', email: '' }, schema: harnessSchema });
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate>
      <FormField label="Name" htmlFor={form.fieldId('name')} errorId={form.errorId('name')} error={form.errors.name}>
        <StyledInput {...form.field('name')} />
      </FormField>
      <FormField label="E-mail" htmlFor={form.fieldId('email')} errorId={form.errorId('email')} error={form.errors.email} required>
        <StyledInput {...form.field('email')} />
      </FormField>
      <button type="submit" disabled={form.submitting}>
        {form.submitting ? 'Sending' : 'Send'}
      </button>
      <button type="button" onClick={() => form.reset()}>
        Reset
      </button>
    </form>
  );
}

test('an invalid field gets its message beside it, is marked invalid and receives focus', async () => {
  const onValid = jest.fn(async () => undefined);
  renderWithProviders(<Harness onValid={onValid} />);
  await userEvent.type(screen.getByLabelText('Name'), 'Asha');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  const email = screen.getByLabelText('E-mail');
  expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(email).toHaveAccessibleDescription('Please enter your e-mail address.');
  expect(email).toHaveFocus();
  expect(onValid).not.toHaveBeenCalled();

  await userEvent.type(email, 'x');
  expect(email).not.toHaveAttribute('aria-invalid');
  expect(screen.queryByText('Please enter your e-mail address.')).not.toBeInTheDocument();
});

test('valid input is submitted trimmed, with the submit flag set while it runs', async () => {
  let finish: () => void = () => undefined;
  const onValid = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  renderWithProviders(<Harness onValid={onValid} />);
  await userEvent.type(screen.getByLabelText('Name'), '  Asha  ');
  await userEvent.type(screen.getByLabelText('E-mail'), ' asha@example.com ');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(onValid).toHaveBeenCalledWith({ name: 'Asha', email: 'asha@example.com' });
  expect(await screen.findByRole('button', { name: 'Sending' })).toBeDisabled();
  act(() => finish());
  await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
});

test('reset restores the initial values and clears messages', async () => {
  renderWithProviders(<Harness onValid={async () => undefined} />);
  await userEvent.type(screen.getByLabelText('Name'), 'Asha');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
  expect(screen.getByLabelText('Name')).toHaveValue('');
  expect(screen.getByLabelText('E-mail')).not.toHaveAttribute('aria-invalid');
});

function SchemaHarness({ onValid }: { onValid: (values: Record<string, string>) => Promise<void> }) {
  const form = useForm({ initialValues: { course: '', email: '', website: '' }, schema: courseRequestSchema });
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate>
      <FormField label="Course" htmlFor={form.fieldId('course')} errorId={form.errorId('course')} error={form.errors.course}>
        <StyledInput {...form.field('course')} />
      </FormField>
      <FormField label="E-mail" htmlFor={form.fieldId('email')} errorId={form.errorId('email')} error={form.errors.email}>
        <StyledInput {...form.field('email')} />
      </FormField>
      <button type="submit">Send</button>
    </form>
  );
}

test('with a schema, the schema judges the trimmed values and its messages sit beside the fields', async () => {
  const onValid = jest.fn(async () => undefined);
  renderWithProviders(<SchemaHarness onValid={onValid} />);
  await userEvent.type(screen.getByLabelText('Course'), 'Robotics <b>');
  await userEvent.type(screen.getByLabelText('E-mail'), 'nope');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(screen.getByLabelText('Course')).toHaveAccessibleDescription('The course name must not contain < or >.');
  expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Please enter a valid e-mail address.');
  expect(screen.getByLabelText('Course')).toHaveFocus();
  expect(onValid).not.toHaveBeenCalled();

  await userEvent.clear(screen.getByLabelText('Course'));
  await userEvent.type(screen.getByLabelText('Course'), ' Robotics ');
  await userEvent.clear(screen.getByLabelText('E-mail'));
  await userEvent.type(screen.getByLabelText('E-mail'), ' v@example.com ');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(onValid).toHaveBeenCalledWith({ course: 'Robotics', email: 'v@example.com', website: '' }));
});
