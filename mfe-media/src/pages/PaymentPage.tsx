import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { PageMeta, ROUTE_META } from '@academy/shared';
import { PaymentOptions } from '../features/payment/components/PaymentOptions';
import { PaymentTermsDialog } from '../features/payment/components/PaymentTermsDialog';
import { PaymentLinkNotice } from '../features/payment/components/PaymentLinkNotice';
import { FeeTable } from '../features/payment/components/FeeTable';
import { PayeeNotice } from '../features/payment/components/PayeeNotice';
import { usePaymentLink } from '../features/payment/hooks/usePaymentLink';
import { StyledTermsLink } from '../features/payment/components/styled';
import { StyledPage, StyledPageHeader } from '../ui/PageLayout';
import { PAYMENT_PAGE } from '../content/paymentCopy';

/**
 * /payment: the course fees, then the ways to pay, and the payment terms. Opened with a payment
 * link (`?for=GFI12345&amount=4500&sig=…`) that the API confirms, it shows the amount and the UPI
 * links carry it, and the ways to pay come first: the family knows what it pays. A changed or
 * malformed link leaves the plain page, with a note.
 */
export default function PaymentPage() {
  const [termsOpen, setTermsOpen] = useState(false);
  const link = usePaymentLink(useLocation().search);
  const charge = link.status === 'valid' ? { amountInr: link.link.amountInr, reference: link.link.registrationNumber } : undefined;
  return (
    <StyledPage>
      <PageMeta {...ROUTE_META.payment} />
      <StyledPageHeader>
        <h1>{PAYMENT_PAGE.title}</h1>
        <p>{PAYMENT_PAGE.intro}</p>
        <PayeeNotice />
        <p>
          {PAYMENT_PAGE.termsPrompt}{' '}
          <StyledTermsLink type="button" aria-haspopup="dialog" onClick={() => setTermsOpen(true)}>
            {PAYMENT_PAGE.termsLink}
          </StyledTermsLink>
        </p>
      </StyledPageHeader>
      <PaymentLinkNotice state={link} />
      {charge ? (
        <>
          <PaymentOptions charge={charge} />
          <FeeTable />
        </>
      ) : (
        <>
          <FeeTable />
          <PaymentOptions charge={charge} />
        </>
      )}
      <PaymentTermsDialog open={termsOpen} onClose={() => setTermsOpen(false)} />
    </StyledPage>
  );
}
