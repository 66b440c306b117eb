import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, apiUrl, http, renderWithProviders, setupApiServer } from '@academy/shared/testing';
import type { FeeRecord } from '@academy/contracts/records';
import { defaultConfig } from '@academy/shared';
import { qrModules, qrPath } from '../features/payment/lib/qrModules';
import PaymentPage from './PaymentPage';

const SIG = 'k'.repeat(43);
let fees: FeeRecord[];
let checked: string[];

// The API at the HTTP boundary: the published fees, and the check of a payment link, which
// accepts only GFI12345 for ₹4,500 with its signature.
const server = setupApiServer(
  http.get(apiUrl('/v1/fees'), () => HttpResponse.json({ fees })),
  http.get(apiUrl('/v1/payment-links'), ({ request }) => {
    const query = new URL(request.url).searchParams;
    checked.push(query.toString());
    if (query.get('for') === 'GFI12345' && query.get('amount') === '4500' && query.get('sig') === SIG) {
      return HttpResponse.json({ registrationNumber: 'GFI12345', amountInr: 4500, course: 'Chess' });
    }
    return HttpResponse.json({ error: 'This payment link is not valid.' }, { status: 400 });
  }),
);

beforeEach(() => {
  fees = [
    {
      course: 'chess',
      feeInr: 150000,
      period: 'month',
      classesPerPeriod: 8,
      periodConfirmed: true,
      batchSize: 6,
      classMinutes: 60,
      included: 'Eight live classes a month',
      updatedAt: '2026-11-25T13:30:00.000Z',
    },
  ];
  checked = [];
});

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

test('the fees come first, then the UPI apps with their marks; the QR code waits behind "Pay from another device" until asked for', async () => {
  const user = userEvent.setup();
  renderWithProviders(<PaymentPage />, { config: { payment } });
  const [fees, first, second] = screen.getAllByRole('region');
  expect(fees).toHaveAccessibleName('Course fees');
  expect(within(fees!).getByRole('link', { name: 'Refunds and cancellations' })).toHaveAttribute('href', '/refunds');
  expect(first).toHaveAccessibleName('Payment in INR');
  expect(second).toHaveAccessibleName('Scan & Pay');
  for (const name of ['Google Pay', 'PhonePe'])
    expect(within(first!).getByRole('link', { name }).querySelector('svg path')).toHaveAttribute('d', expect.stringMatching(/^M/));
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
  for (const heading of [
    'Services offered',
    'Enrolment and payments',
    'Class access',
    'User responsibilities',
    'Intellectual property',
    'Limitation of liability',
    'Changes to these terms',
  ]) {
    expect(within(dialog).getByRole('heading', { name: new RegExp(heading) })).toBeInTheDocument();
  }
  expect(within(dialog).getByText(/All prices are in Indian Rupees \(INR\)\. Fees are paid in advance/)).toBeInTheDocument();
  expect(within(dialog).getByText(/Write to support@gfi-academy.example/)).toBeInTheDocument();

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});

const openWithLink = (query: string) =>
  renderWithProviders(<PaymentPage />, { config: { payment }, route: `/payment?${query}`, path: '/payment' });

test('a valid payment link shows the amount, and the UPI links and QR code carry it with the registration number', async () => {
  openWithLink(`for=GFI12345&amount=4500&sig=${SIG}`);
  expect(await screen.findByText('Fee for GFI12345 (Chess): ₹4,500')).toBeInTheDocument();
  expect(checked).toEqual([`for=GFI12345&amount=4500&sig=${SIG}`]);

  const query = 'pa=learn.play@ybl&pn=Learn%20Play&am=4500.00&cu=INR&tn=GFI12345';
  const inr = screen.getByRole('region', { name: 'Payment in INR' });
  expect(within(inr).getByRole('link', { name: 'UPI' })).toHaveAttribute('href', `upi://pay?${query}`);
  expect(within(inr).getByRole('link', { name: 'Google Pay' })).toHaveAttribute('href', `tez://upi/pay?${query}`);
  const qr = within(screen.getByRole('region', { name: 'Scan & Pay' })).getByRole('img', { hidden: true });
  expect(qr.querySelector('path')).toHaveAttribute('d', qrPath(qrModules(`upi://pay?${query}`), 4));
  // The family knows what it pays: the ways to pay come before the fees.
  expect(screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'))[0]).not.toBe('course-fees');
  expect(screen.getAllByRole('region').at(-1)).toHaveAccessibleName('Course fees');
});

test.each([
  ['a changed amount', `for=GFI12345&amount=450&sig=${SIG}`],
  ['a missing signature', 'for=GFI12345&amount=4500'],
])('%s is refused: the plain page, with a note', async (_what, query) => {
  openWithLink(query);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This payment link is not valid. Please pay using the details below or ask us for a new link.',
  );
  expect(screen.queryByText(/^Fee for/)).toBeNull();
  expect(screen.getByRole('link', { name: 'UPI' })).toHaveAttribute('href', 'upi://pay?pa=learn.play@ybl&pn=Learn%20Play&cu=INR');
});

test('without a link nothing is checked; the fee table shows each course, a course without a fee says so', async () => {
  renderWithProviders(<PaymentPage />, { config: { payment } });
  const table = await screen.findByRole('region', { name: 'Course fees' });
  const cards = await within(table).findAllByRole('listitem');
  expect(cards.map((card) => card.textContent)).toEqual([
    'Chess₹1,50,000 / month8 classes (₹18,750 a class) · up to 6 children · 60 minEight live classes a month',
    'CodingFee shared after the free demo',
    'AbacusFee shared after the free demo',
    'Conceptual MathFee shared after the free demo',
    'Vedic MathFee shared after the free demo',
  ]);
  expect(checked).toEqual([]);
});

test('a link the API cannot check now leaves the plain page, saying so', async () => {
  server.use(http.get(apiUrl('/v1/payment-links'), () => HttpResponse.json({ error: 'Down.' }, { status: 503 })));
  openWithLink(`for=GFI12345&amount=4500&sig=${SIG}`);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'We could not check your payment link just now. Please pay using the details below, or try again later.',
  );
  expect(screen.getByRole('link', { name: 'UPI' })).toHaveAttribute('href', 'upi://pay?pa=learn.play@ybl&pn=Learn%20Play&cu=INR');
});

test('the page says who is paid, in law and as the UPI app shows it, and links the refund policy', () => {
  renderWithProviders(<PaymentPage />, {
    config: { payment, legal: { ...defaultConfig.legal, name: 'Learn Play Education Private Limited' } },
  });
  expect(screen.getByText('You are paying Learn Play Education Private Limited.')).toBeInTheDocument();
  expect(screen.getByText(/Your UPI app shows Learn Play\./)).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: 'Refunds and cancellations' })[0]).toHaveAttribute('href', '/refunds');
});
