import { defaultConfig } from '@academy/shared';
import { buildUpiLinks } from './upiLinks';

test('the three links carry the configured payee address and name in INR', () => {
  const links = buildUpiLinks({ upiId: 'learn.academy@ybl', payeeName: 'Learn & Play Academy', paypal: 'https://paypal.me/x' });
  const query = 'pa=learn.academy@ybl&pn=Learn%20%26%20Play%20Academy&cu=INR';
  expect(links).toEqual({
    upi: `upi://pay?${query}`,
    googlePay: `tez://upi/pay?${query}`,
    phonePe: `phonepe://pay?${query}`,
  });
});

test('the values read back unchanged through a URL parser', () => {
  const links = buildUpiLinks(defaultConfig.payment);
  const params = new URL(links.upi).searchParams;
  expect(params.get('pa')).toBe(defaultConfig.payment.upiId);
  expect(params.get('pn')).toBe(defaultConfig.payment.payeeName);
  expect(params.get('cu')).toBe('INR');
});

test('stray spaces around the configured values do not reach the link', () => {
  expect(buildUpiLinks({ upiId: ' pay@upi ', payeeName: ' GFI ', paypal: '' }).upi).toBe('upi://pay?pa=pay@upi&pn=GFI&cu=INR');
});

test('a charge fills in the amount with paise, the currency and the registration as the note', () => {
  const links = buildUpiLinks(
    { upiId: 'learn.academy@ybl', payeeName: 'Learn Play', paypal: '' },
    { amountInr: 4500, reference: 'GFI12345' },
  );
  expect(links.upi).toBe('upi://pay?pa=learn.academy@ybl&pn=Learn%20Play&am=4500.00&cu=INR&tn=GFI12345');
  expect(links.googlePay).toBe('tez://upi/pay?pa=learn.academy@ybl&pn=Learn%20Play&am=4500.00&cu=INR&tn=GFI12345');
  const params = new URL(links.upi).searchParams;
  expect([params.get('am'), params.get('cu'), params.get('tn')]).toEqual(['4500.00', 'INR', 'GFI12345']);
});
