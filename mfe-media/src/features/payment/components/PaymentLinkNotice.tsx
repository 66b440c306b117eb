import { formatInr } from '@academy/contracts/records';
import { PAYMENT_LINK } from '../../../content/paymentCopy';
import { fillCopy } from '../../../lib/fillCopy';
import type { PaymentLinkState } from '../hooks/usePaymentLink';
import { StyledLinkNotice } from './feeStyled';

/** Above the ways to pay: the amount a valid link asks for, or why the page shows only the plain details. */
export function PaymentLinkNotice({ state }: { state: PaymentLinkState }) {
  if (state.status === 'none') return null;
  if (state.status === 'checking') return <p role="status">{PAYMENT_LINK.checking}</p>;
  if (state.status === 'valid') {
    const { registrationNumber, course, amountInr } = state.link;
    return (
      <StyledLinkNotice $tone="amount" role="status">
        <strong>{fillCopy(PAYMENT_LINK.feeFor, { number: registrationNumber, course, amount: formatInr(amountInr) })}</strong>
        <p>{PAYMENT_LINK.payBelow}</p>
      </StyledLinkNotice>
    );
  }
  return (
    <StyledLinkNotice $tone="note" role="alert">
      <p>{state.status === 'refused' ? PAYMENT_LINK.refused : PAYMENT_LINK.failed}</p>
    </StyledLinkNotice>
  );
}
