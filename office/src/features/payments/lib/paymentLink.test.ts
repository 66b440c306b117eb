import { feeOfCourse, siteLink, whatsappShareUrl } from './paymentLink';

const fee = {
  course: 'conceptualmath',
  feeInr: 3500,
  period: 'month' as const,
  classesPerPeriod: 8,
  periodConfirmed: true,
  batchSize: 6,
  classMinutes: 60,
  included: 'x',
  updatedAt: '2026-11-25T13:30:00.000Z',
};

test('the link is the site address and the path, however the address ends', () => {
  expect(siteLink('https://gfi.example/', '/payment?for=GFI1&amount=1&sig=a')).toBe('https://gfi.example/payment?for=GFI1&amount=1&sig=a');
  expect(siteLink('https://gfi.example', '/payment')).toBe('https://gfi.example/payment');
});

test('a registration finds its fee by the course name it stored', () => {
  expect(feeOfCourse([fee], 'Conceptual Math')).toBe(fee);
  expect(feeOfCourse([fee], 'Chess')).toBeNull();
  expect(feeOfCourse([fee], 'Karate')).toBeNull();
});

test('the WhatsApp message keeps the link whole', () => {
  const url = new URL(whatsappShareUrl('Pay here: https://gfi.example/payment?for=GFI1&amount=4500&sig=a-b_c'));
  expect(url.origin).toBe('https://wa.me');
  expect(url.searchParams.get('text')).toBe('Pay here: https://gfi.example/payment?for=GFI1&amount=4500&sig=a-b_c');
});
