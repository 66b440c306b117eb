import { useEffect, useState } from 'react';
import type { PaymentLinkCheck } from '@academy/contracts/records';
import { checkPaymentLink } from '../api/checkPaymentLink';
import { paymentLinkQuery } from '../lib/paymentLinkQuery';

export type PaymentLinkState =
  | { status: 'none' }
  | { status: 'checking' }
  | { status: 'valid'; link: PaymentLinkCheck }
  | { status: 'refused' }
  | { status: 'failed' };

/** The payment link in the address, as the API judged it: none, being checked, valid, refused, or not checkable now. */
export function usePaymentLink(search: string): PaymentLinkState {
  const query = paymentLinkQuery(new URLSearchParams(search));
  const key = query ? `${query.for}|${query.amount}|${query.sig}` : '';
  const [state, setState] = useState<PaymentLinkState>(query ? { status: 'checking' } : { status: 'none' });
  useEffect(() => {
    if (!query) {
      setState({ status: 'none' });
      return undefined;
    }
    let current = true;
    setState({ status: 'checking' });
    checkPaymentLink(query).then(
      (answer) => current && setState(answer === 'refused' ? { status: 'refused' } : { status: 'valid', link: answer }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
    // `key` stands for the query's three values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state;
}
