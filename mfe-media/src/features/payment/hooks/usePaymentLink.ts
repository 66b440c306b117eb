import { useEffect, useState } from 'react';
import type { PaymentLinkCheck } from '@academy/contracts/records';
import { checkPaymentLink } from '../api/checkPaymentLink';
import { paymentLinkQuery } from '../lib/paymentLinkQuery';

export type PaymentLinkState =
  { status: 'none' } | { status: 'checking' } | { status: 'valid'; link: PaymentLinkCheck } | { status: 'refused' } | { status: 'failed' };

/** The payment link in the address, as the API judged it: none, being checked, valid, refused, or not checkable now. */
export function usePaymentLink(search: string): PaymentLinkState {
  const query = paymentLinkQuery(new URLSearchParams(search));
  const key = query ? `${query.for}|${query.amount}|${query.sig}` : '';
  // The API's judgement with the link it judged: another link reads as being checked.
  const [judged, setJudged] = useState<{ key: string; state: PaymentLinkState } | null>(null);
  useEffect(() => {
    if (!query) return undefined;
    let current = true;
    checkPaymentLink(query).then(
      (answer) => current && setJudged({ key, state: answer === 'refused' ? { status: 'refused' } : { status: 'valid', link: answer } }),
      () => current && setJudged({ key, state: { status: 'failed' } }),
    );
    return () => {
      current = false;
    };
    // `key` stands for the query's three values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (!query) return { status: 'none' };
  return judged?.key === key ? judged.state : { status: 'checking' };
}
