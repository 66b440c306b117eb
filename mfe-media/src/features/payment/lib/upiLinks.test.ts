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
