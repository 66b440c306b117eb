import { screen } from '@testing-library/react';
import { HttpResponse, apiUrl, chessFee, createManualClock, http, renderWithProviders, setupApiServer } from '@academy/shared/testing';
import { ChosenCourseFee } from './ChosenCourseFee';
import { RegistrationSuccessOverlay } from './RegistrationSuccessOverlay';

// The fee of the course chosen in the registration form, and on its success overlay, from
// GET /v1/fees (RegistrationForm.test.tsx follows a registration to the overlay's fee).

setupApiServer(http.get(apiUrl('/v1/fees'), () => HttpResponse.json({ fees: [chessFee()] })));

test('the chosen course’s fee shows with its period and classes, the demo first and the refund policy; it follows the course', async () => {
  const clock = createManualClock('2026-11-25T14:00:00Z');
  const view = renderWithProviders(<ChosenCourseFee course="Chess" />, { clock });
  expect(await screen.findByText('Chess: ₹4,500 / month · 8 classes (₹563 a class) · up to 6 children · 60 min')).toBeInTheDocument();
  expect(screen.getByText(/^Free demo first: you pay only after choosing a batch/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Refunds and cancellations' })).toHaveAttribute('href', '/refunds');
  view.rerender(<ChosenCourseFee course="Coding" />);
  expect(screen.getByText('Coding: Fee shared after the free demo')).toBeInTheDocument();
  view.rerender(<ChosenCourseFee course="Other" />);
  expect(screen.queryByText(/Free demo first/)).toBeNull();
});

test('while the fees load the line holds its place and names no price', () => {
  renderWithProviders(<ChosenCourseFee course="Chess" />);
  const line = document.querySelector('[aria-busy="true"]');
  expect(line).toHaveTextContent(/^$/);
});

test('the success overlay shows the fee of the course registered for', async () => {
  renderWithProviders(<RegistrationSuccessOverlay registrationNumber="GFI10042" onClose={() => undefined} course="Chess" />);
  const dialog = screen.getByRole('dialog');
  expect(await screen.findByText('Chess: ₹4,500 / month · 8 classes (₹563 a class) · up to 6 children · 60 min')).toBeInTheDocument();
  expect(dialog).toHaveTextContent('Free demo first: you pay only after choosing a batch.');
});
