// Copy of the payment page.

export const PAYMENT_PAGE = {
  title: 'Payment',
  intro: 'Pay your course fees securely in INR with any UPI app, or from abroad with PayPal.',
  termsLink: 'Terms & Conditions',
  termsPrompt: 'Please read our',
  payee: 'You are paying {legalName}.',
  payeeShows: 'Your UPI app shows {payeeName}.',
} as const;

export const PAYMENT_BLOCKS = {
  scan: {
    title: 'Scan & Pay',
    text: 'Scan the code with any UPI app to pay {payeeName}.',
    qrLabel: 'QR code to pay {payeeName} by UPI',
    upiIdLabel: 'UPI ID',
    /** On a phone or tablet the code (which the same screen cannot scan) waits behind this button. */
    anotherDevice: 'Pay from another device',
  },
  inr: {
    title: 'Payment in INR',
    text: 'On your phone, open the app of your choice directly:',
    googlePay: 'Google Pay',
    phonePe: 'PhonePe',
    upi: 'UPI',
    note: 'These links open the app on a phone where it is installed. On a computer, scan the QR code with your phone instead.',
  },
  otherCurrencies: {
    title: 'Payment in Other Currencies',
    text: 'Paying from outside India? Use PayPal with a card or your PayPal balance.',
    paypal: 'PayPal',
    note: 'Additional transactional charges will be applicable',
  },
} as const;

/** What the page says of a payment link in its address (`/payment?for=&amount=&sig=`). */
export const PAYMENT_LINK = {
  feeFor: 'Fee for {number} ({course}): {amount}',
  payBelow: 'Pay this amount with any UPI app below: the app fills in the amount and your registration number.',
  checking: 'Checking your payment link…',
  refused: 'This payment link is not valid. Please pay using the details below or ask us for a new link.',
  failed: 'We could not check your payment link just now. Please pay using the details below, or try again later.',
} as const;

export const FEE_TABLE = {
  title: 'Course fees',
  failed: 'The fees could not be loaded.',
  retry: 'Try again',
  offlineWhat: 'These fees',
} as const;
