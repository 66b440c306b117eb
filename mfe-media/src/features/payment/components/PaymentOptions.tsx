import { useConfig } from '@academy/shared';
import { PAYMENT_BLOCKS } from '../../../content/paymentCopy';
import { fillCopy } from '../../../lib/fillCopy';
import { buildUpiLinks } from '../lib/upiLinks';
import { QrCode } from './QrCode';
import { StyledBlock, StyledBlocks, StyledFootnote, StyledNote, StyledPayLink, StyledPayLinks, StyledUpiId } from './styled';

const { scan, inr, otherCurrencies } = PAYMENT_BLOCKS;

/**
 * The three ways to pay: scan the QR code, open a UPI app, or PayPal for other currencies. A way
 * whose detail config.json does not name (no UPI id, no PayPal page) is left out, never made up.
 */
export function PaymentOptions() {
  const { payment } = useConfig();
  const links = buildUpiLinks(payment);
  const names = { payeeName: payment.payeeName };
  return (
    <StyledBlocks>
      {payment.upiId && (
        <StyledBlock aria-labelledby="pay-scan">
          <h2 id="pay-scan">{scan.title}</h2>
          <p>{fillCopy(scan.text, names)}</p>
          <QrCode value={links.upi} label={fillCopy(scan.qrLabel, names)} />
          <StyledUpiId>
            {scan.upiIdLabel}: <strong>{payment.upiId}</strong>
          </StyledUpiId>
        </StyledBlock>
      )}
      {payment.upiId && (
        <StyledBlock aria-labelledby="pay-inr">
          <h2 id="pay-inr">{inr.title}</h2>
          <p>{inr.text}</p>
          <StyledPayLinks>
            <li>
              <StyledPayLink $variant="primary" href={links.googlePay}>
                {inr.googlePay}
              </StyledPayLink>
            </li>
            <li>
              <StyledPayLink $variant="primary" href={links.phonePe}>
                {inr.phonePe}
              </StyledPayLink>
            </li>
            <li>
              <StyledPayLink $variant="outline" href={links.upi}>
                {inr.upi}
              </StyledPayLink>
            </li>
          </StyledPayLinks>
          <StyledFootnote>{inr.note}</StyledFootnote>
        </StyledBlock>
      )}
      {payment.paypal && (
        <StyledBlock aria-labelledby="pay-other">
          <h2 id="pay-other">{otherCurrencies.title}</h2>
          <p>{otherCurrencies.text}</p>
          <StyledPayLink $variant="accent" href={payment.paypal} target="_blank" rel="noopener noreferrer">
            {otherCurrencies.paypal}
          </StyledPayLink>
          <StyledNote>{otherCurrencies.note}</StyledNote>
        </StyledBlock>
      )}
    </StyledBlocks>
  );
}
