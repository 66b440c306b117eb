import { useRef } from 'react';
import styled from 'styled-components';
import { Button, Dialog, useConfig } from '@academy/shared';
import { PAYMENT_TERMS, PAYMENT_TERMS_INTRO, PAYMENT_TERMS_TITLE } from '../../../content/paymentTerms';
import { fillCopy } from '../../../lib/fillCopy';

const StyledTerms = styled.div`
  font-size: ${({ theme }) => theme.font.size.sm};
  h3 {
    font-size: ${({ theme }) => theme.font.size.md};
    color: ${({ theme }) => theme.color.primary};
    margin: ${({ theme }) => theme.space[4]} 0 ${({ theme }) => theme.space[2]};
  }
  p {
    color: ${({ theme }) => theme.color.text};
  }
  & > p:first-child:focus {
    outline: none;
  }
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space[4]};
`;

/** The payment variant of the terms: an APG modal dialog over the payment page. */
export function PaymentTermsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { product, supportEmail } = useConfig();
  const fill = (text: string) => fillCopy(text, { product, supportEmail });
  // Focus starts at the top of the long text (not on the button below it), as APG advises.
  const startRef = useRef<HTMLParagraphElement>(null);
  return (
    <Dialog open={open} onClose={onClose} title={PAYMENT_TERMS_TITLE} size="lg" initialFocusRef={startRef}>
      <StyledTerms>
        <p ref={startRef} tabIndex={-1}>
          {fill(PAYMENT_TERMS_INTRO)}
        </p>
        {PAYMENT_TERMS.map((section) => (
          <section key={section.heading}>
            <h3>{section.heading}</h3>
            {section.paragraphs.map((text) => (
              <p key={text}>{fill(text)}</p>
            ))}
          </section>
        ))}
      </StyledTerms>
      <StyledActions>
        <Button onClick={onClose}>I understand</Button>
      </StyledActions>
    </Dialog>
  );
}
