import { useState } from 'react';
import { PageMeta, ROUTE_META } from '@academy/shared';
import { PaymentOptions } from '../features/payment/components/PaymentOptions';
import { PaymentTermsDialog } from '../features/payment/components/PaymentTermsDialog';
import { StyledTermsLink } from '../features/payment/components/styled';
import { StyledPage, StyledPageHeader } from '../ui/PageLayout';
import { PAYMENT_PAGE } from '../content/paymentCopy';

/** /payment: the ways to pay and the payment terms. */
export default function PaymentPage() {
  const [termsOpen, setTermsOpen] = useState(false);
  return (
    <StyledPage>
      <PageMeta {...ROUTE_META.payment} />
      <StyledPageHeader>
        <h1>{PAYMENT_PAGE.title}</h1>
        <p>{PAYMENT_PAGE.intro}</p>
        <p>
          {PAYMENT_PAGE.termsPrompt}{' '}
          <StyledTermsLink type="button" aria-haspopup="dialog" onClick={() => setTermsOpen(true)}>
            {PAYMENT_PAGE.termsLink}
          </StyledTermsLink>
        </p>
      </StyledPageHeader>
      <PaymentOptions />
      <PaymentTermsDialog open={termsOpen} onClose={() => setTermsOpen(false)} />
    </StyledPage>
  );
}
