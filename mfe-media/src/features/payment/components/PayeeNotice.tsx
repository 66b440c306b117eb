import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { REFUND_POLICY, useConfig } from '@academy/shared';
import { PAYMENT_PAGE } from '../../../content/paymentCopy';
import { fillCopy } from '../../../lib/fillCopy';

const StyledPayee = styled.p`
  strong {
    color: ${({ theme }) => theme.color.primary};
  }
`;

/**
 * Who the money goes to, before any way to pay: "You are paying <legal name>. Your UPI app shows
 * <payee name>." (the name the UPI app will display, which a parent checks), and the refund
 * policy. Nothing about the payee when config.json names no legal name.
 */
export function PayeeNotice() {
  const { legal, payment } = useConfig();
  return (
    <StyledPayee>
      {legal.name && (
        <>
          <strong>{fillCopy(PAYMENT_PAGE.payee, { legalName: legal.name })}</strong>{' '}
          {payment.payeeName && `${fillCopy(PAYMENT_PAGE.payeeShows, { payeeName: payment.payeeName })} `}
        </>
      )}
      <Link to={REFUND_POLICY.path}>{REFUND_POLICY.label}</Link>
    </StyledPayee>
  );
}
