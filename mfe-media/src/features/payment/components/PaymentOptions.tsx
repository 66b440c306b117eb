import { useState } from 'react';
import { siGooglepay, siPaypal, siPhonepe } from 'simple-icons';
import { useConfig } from '@academy/shared';
import { PAYMENT_BLOCKS } from '../../../content/paymentCopy';
import { fillCopy } from '../../../lib/fillCopy';
import { buildUpiLinks } from '../lib/upiLinks';
import type { UpiCharge } from '../lib/upiLinks';
import { BrandMark } from './BrandMark';
import { QrCode } from './QrCode';
import {
  StyledAnotherDevice,
  StyledBlock,
  StyledBlocks,
  StyledFootnote,
  StyledNote,
  StyledPayLink,
  StyledPayLinks,
  StyledQrPanel,
  StyledUpiId,
} from './styled';

const { scan, inr, otherCurrencies } = PAYMENT_BLOCKS;

/**
 * The three ways to pay: open a UPI app (first on a phone: that is the way there), scan the QR
 * code (first on a wide screen, where it is the way that works; on a phone or tablet behind "Pay
 * from another device"), or PayPal for other currencies. A way whose detail config.json does not name (no UPI id, no PayPal page) is
 * left out, never made up. With a `charge` (a valid payment link) the UPI links and the QR code
 * carry its amount and registration number.
 */
export function PaymentOptions({ charge }: { charge?: UpiCharge }) {
  const { payment } = useConfig();
  const links = buildUpiLinks(payment, charge);
  const names = { payeeName: payment.payeeName };
  const [qrOpen, setQrOpen] = useState(false);
  return (
    <StyledBlocks>
      {payment.upiId && (
        <StyledBlock aria-labelledby="pay-inr">
          <h2 id="pay-inr">{inr.title}</h2>
          <p>{inr.text}</p>
          <StyledPayLinks>
            <li>
              <StyledPayLink $variant="outline" href={links.googlePay}>
                <BrandMark icon={siGooglepay} />
                {inr.googlePay}
              </StyledPayLink>
            </li>
            <li>
              <StyledPayLink $variant="outline" href={links.phonePe}>
                <BrandMark icon={siPhonepe} />
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
      {payment.upiId && (
        <StyledBlock aria-labelledby="pay-scan" $leadsOnWide>
          <h2 id="pay-scan">{scan.title}</h2>
          <p>{fillCopy(scan.text, names)}</p>
          <StyledAnotherDevice
            type="button"
            $variant="outline"
            aria-expanded={qrOpen}
            aria-controls="pay-qr"
            onClick={() => setQrOpen(!qrOpen)}
          >
            {scan.anotherDevice}
          </StyledAnotherDevice>
          <StyledQrPanel id="pay-qr" $open={qrOpen}>
            <QrCode value={links.upi} label={fillCopy(scan.qrLabel, names)} />
            <StyledUpiId>
              {scan.upiIdLabel}: <strong>{payment.upiId}</strong>
            </StyledUpiId>
          </StyledQrPanel>
        </StyledBlock>
      )}
      {payment.paypal && (
        <StyledBlock aria-labelledby="pay-other">
          <h2 id="pay-other">{otherCurrencies.title}</h2>
          <p>{otherCurrencies.text}</p>
          <StyledPayLink $variant="outline" href={payment.paypal} target="_blank" rel="noopener noreferrer">
            <BrandMark icon={siPaypal} />
            {otherCurrencies.paypal}
          </StyledPayLink>
          <StyledNote>{otherCurrencies.note}</StyledNote>
        </StyledBlock>
      )}
    </StyledBlocks>
  );
}
