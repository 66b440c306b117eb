import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@academy/shared/testing';
import PaymentPage from './PaymentPage';

const payment = { upiId: 'learn.play@ybl', payeeName: 'Learn Play', paypal: 'https://www.paypal.com/paypalme/learnplay' };

test('the three blocks link to the apps and PayPal built from config', () => {
  renderWithProviders(<PaymentPage />, { config: { payment } });
  expect(screen.getByRole('heading', { level: 1, name: 'Payment' })).toBeInTheDocument();

  const query = 'pa=learn.play@ybl&pn=Learn%20Play&cu=INR';
  const inr = screen.getByRole('region', { name: 'Payment in INR' });
  expect(within(inr).getByRole('link', { name: 'Google Pay' })).toHaveAttribute('href', `tez://upi/pay?${query}`);
  expect(within(inr).getByRole('link', { name: 'PhonePe' })).toHaveAttribute('href', `phonepe://pay?${query}`);
  expect(within(inr).getByRole('link', { name: 'UPI' })).toHaveAttribute('href', `upi://pay?${query}`);

  const scan = screen.getByRole('region', { name: 'Scan & Pay' });
  expect(within(scan).getByRole('img', { name: 'QR code to pay Learn Play by UPI', hidden: true })).toBeInTheDocument();
  expect(within(scan).getByText('learn.play@ybl')).toBeInTheDocument();

  const other = screen.getByRole('region', { name: 'Payment in Other Currencies' });
  expect(within(other).getByRole('link', { name: 'PayPal' })).toHaveAttribute('href', payment.paypal);
  expect(within(other).getByText('Additional transactional charges will be applicable')).toBeInTheDocument();
});

test('the UPI apps come first with their marks; the QR code waits behind "Pay from another device" until asked for', async () => {
  const user = userEvent.setup();
  renderWithProviders(<PaymentPage />, { config: { payment } });
  const [first, second] = screen.getAllByRole('region');
  expect(first).toHaveAccessibleName('Payment in INR');
  expect(second).toHaveAccessibleName('Scan & Pay');
  for (const name of ['Google Pay', 'PhonePe']) expect(within(first!).getByRole('link', { name }).querySelector('svg path')).toHaveAttribute('d', expect.stringMatching(/^M/));
  expect(screen.getByRole('link', { name: 'PayPal' }).querySelector('svg path')).toHaveAttribute('d', expect.stringMatching(/^M/));

  const toggle = within(second!).getByRole('button', { name: 'Pay from another device' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(within(second!).getByRole('img', { name: 'QR code to pay Learn Play by UPI', hidden: true })).not.toBeVisible();
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(within(second!).getByRole('img', { name: 'QR code to pay Learn Play by UPI' })).toBeVisible();
});

test('Terms & Conditions opens the payment terms as a modal that Escape closes, focus returning to the link', async () => {
  const user = userEvent.setup();
  renderWithProviders(<PaymentPage />);
  const opener = screen.getByRole('button', { name: 'Terms & Conditions' });
  await user.click(opener);

  const dialog = screen.getByRole('dialog', { name: 'Payment Terms & Conditions' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  for (const heading of ['Services offered', 'Enrolment and payments', 'Class access', 'User responsibilities', 'Intellectual property', 'Limitation of liability', 'Changes to these terms']) {
    expect(within(dialog).getByRole('heading', { name: new RegExp(heading) })).toBeInTheDocument();
  }
  expect(within(dialog).getByText(/All prices are in Indian Rupees \(INR\)\. Fees are paid in advance/)).toBeInTheDocument();
  expect(within(dialog).getByText(/Write to support@gfi-academy.example/)).toBeInTheDocument();

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});
