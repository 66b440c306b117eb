import { screen } from '@testing-library/react';
import { fallbackConfig } from '@academy/shared';
import { renderWithProviders } from '@academy/shared/testing';
import { PaymentOptions } from './PaymentOptions';

// No UPI id or PayPal page in config.json: those ways to pay are left out, never made up.

test('with no payment details known, no UPI id, QR code or PayPal link is shown', () => {
  const { container } = renderWithProviders(<PaymentOptions />, { config: { payment: fallbackConfig.payment } });
  expect(container.textContent).not.toMatch(/okaxis|UPI ID/);
  expect(screen.queryByRole('link')).toBeNull();
  expect(screen.queryByRole('img')).toBeNull();
});

test('with a UPI id but no PayPal page, only the UPI ways are shown', () => {
  renderWithProviders(<PaymentOptions />, { config: { payment: { ...fallbackConfig.payment, upiId: 'academy@realbank' } } });
  expect(screen.getByText('academy@realbank')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: /other currencies/i })).toBeNull();
});
