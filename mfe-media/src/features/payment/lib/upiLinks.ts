import type { SiteConfig } from '@academy/shared';

export interface UpiLinks {
  /** The standard NPCI deep link every UPI app answers; also what the QR code holds. */
  upi: string;
  /** Google Pay's own scheme (its former name, Tez), so the link opens Google Pay itself. */
  googlePay: string;
  phonePe: string;
}

// '@' stays readable in the payee address, as UPI apps print and expect it.
const encode = (value: string) => encodeURIComponent(value).replace(/%40/g, '@');

/** `pa=…&pn=…&cu=INR`: payee address, payee name and currency, with no amount (the payer types it). */
function upiQuery({ upiId, payeeName }: SiteConfig['payment']): string {
  return `pa=${encode(upiId.trim())}&pn=${encode(payeeName.trim())}&cu=INR`;
}

export function buildUpiLinks(payment: SiteConfig['payment']): UpiLinks {
  const query = upiQuery(payment);
  return {
    upi: `upi://pay?${query}`,
    googlePay: `tez://upi/pay?${query}`,
    phonePe: `phonepe://pay?${query}`,
  };
}
