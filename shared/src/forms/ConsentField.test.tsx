import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing';
import { ConsentField, PrivacyNoticeLink } from './ConsentField';

function Form() {
  const [consent, setConsent] = useState('');
  return (
    <form>
      <label htmlFor="name">Name</label>
      <input id="name" />
      <ConsentField id="consent" errorId="consent-error" value={consent} onChange={setConsent}>
        I agree to the <PrivacyNoticeLink />
      </ConsentField>
    </form>
  );
}

test('the privacy notice opens in a dialog over the form: what was typed stays, the box is not ticked, focus comes back', async () => {
  const user = userEvent.setup();
  renderWithProviders(<Form />);
  await user.type(screen.getByLabelText('Name'), 'Asha Rao');
  const link = screen.getByRole('link', { name: 'privacy notice' });
  // Without script (or opened in a new tab) it is the notice's own page.
  expect(link).toHaveAttribute('href', '/privacy');

  await user.click(link);
  const dialog = await screen.findByRole('dialog', { name: 'Privacy Notice' });
  expect(dialog).toHaveTextContent('What we collect, and why');
  expect(screen.getByRole('link', { name: /Open the notice on its own page.*\(opens in a new tab\)/ })).toHaveAttribute('target', '_blank');
  await user.click(screen.getByRole('button', { name: 'Close dialog' }));

  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByLabelText('Name')).toHaveValue('Asha Rao');
  expect(screen.getByRole('checkbox', { name: 'I agree to the privacy notice' })).not.toBeChecked();
  expect(link).toHaveFocus();
});
