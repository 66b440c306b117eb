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

/** What a signed payment link asks for: the amount in whole rupees and the registration it pays. */
export interface UpiCharge {
  amountInr: number;
  reference: string;
}

/**
 * `pa=…&pn=…&cu=INR`: payee address, payee name and currency, with no amount (the payer types it);
 * with a charge, `pa=…&pn=…&am=4500.00&cu=INR&tn=GFI12345`, so the app fills in the amount and the
 * note that tells the academy whose payment it is.
 */
function upiQuery({ upiId, payeeName }: SiteConfig['payment'], charge?: UpiCharge): string {
  const payee = `pa=${encode(upiId.trim())}&pn=${encode(payeeName.trim())}`;
  if (!charge) return `${payee}&cu=INR`;
  return `${payee}&am=${charge.amountInr.toFixed(2)}&cu=INR&tn=${encode(charge.reference)}`;
}

export function buildUpiLinks(payment: SiteConfig['payment'], charge?: UpiCharge): UpiLinks {
  const query = upiQuery(payment, charge);
  return {
    upi: `upi://pay?${query}`,
    googlePay: `tez://upi/pay?${query}`,
    phonePe: `phonepe://pay?${query}`,
  };
}
