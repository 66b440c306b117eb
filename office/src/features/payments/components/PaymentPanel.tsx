import { useEffect, useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  FormField,
  buttonStyles,
  StyledInput,
  apiErrorMessage,
  apiFieldErrors,
  failureStatus,
  useClock,
  useConfig,
  useForm,
} from '@academy/shared';
import { markPaidSchema, paymentLinkInputSchema } from '@academy/contracts/office-rules';
import { istWallClockOf } from '@academy/contracts/records';
import type { PaymentLink } from '@academy/contracts/records';
import { useSession } from '../../../lib/session';
import { useLoad } from '../../../lib/useLoad';
import { showFieldErrors } from '../../../lib/showFieldErrors';
import { FieldGrid, Notice, Panel, Row } from '../../../lib/ui';
import { paymentCopy as copy } from '../../../content/payments';
import { feesApi } from '../../../lib/feesApi';
import { makePaymentLink, markPaid } from '../api/payments';
import { feeOfCourse, siteLink, whatsappShareUrl } from '../lib/paymentLink';

const StyledLink = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: ${({ theme }) => theme.space[3]} 0;
`;

const StyledSubheading = styled.h3`
  margin: ${({ theme }) => theme.space[5]} 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.font.size.md};
`;

/** WhatsApp opens in its own tab or app: a plain link, not a route of the office. */
const StyledShareLink = styled.a<{ $variant: 'outline' }>`
  ${buttonStyles}
`;

type Message = { tone: 'error' | 'success'; text: string } | null;
const amountOf = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));

/** The link form: the amount starts at the course's published fee and staff may change it. */
function LinkForm({ number, course }: { number: string; course: string }) {
  const { expired } = useSession();
  const { siteUrl } = useConfig();
  const { state } = useLoad(feesApi.list, 'fees');
  const fee = state.kind === 'loaded' ? feeOfCourse(state.data, course) : null;
  const form = useForm<'amountInr'>({ initialValues: { amountInr: '' } });
  const [link, setLink] = useState<PaymentLink | null>(null);
  const [message, setMessage] = useState<Message>(null);
  const { setValue } = form;
  const untouched = form.values.amountInr === '';
  useEffect(() => {
    if (fee && untouched) setValue('amountInr', String(fee.feeInr));
    // Only when the fee arrives: an amount staff cleared stays cleared.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fee?.feeInr]);

  const submit = form.handleSubmit(async (values) => {
    setMessage(null);
    const parsed = paymentLinkInputSchema.safeParse({ amountInr: amountOf(values.amountInr) });
    if (!parsed.success) {
      showFieldErrors(form, { amountInr: parsed.error.issues[0]?.message });
      return;
    }
    try {
      setLink(await makePaymentLink(number, parsed.data.amountInr));
    } catch (error) {
      if (failureStatus(error) === 401) return expired();
      setMessage({ tone: 'error', text: apiErrorMessage(error, copy.linkFailed) });
      showFieldErrors(form, { amountInr: apiFieldErrors(error)?.amountInr });
    }
  });
  const url = link ? siteLink(siteUrl, link.path) : '';
  const copyLink = () => {
    navigator.clipboard.writeText(url).then(
      () => setMessage({ tone: 'success', text: copy.copied }),
      () => setMessage({ tone: 'error', text: copy.copyFailed }),
    );
  };
  return (
    <>
      <p>{state.kind === 'loaded' && !fee ? copy.noFee : copy.linkIntro}</p>
      <form onSubmit={submit} noValidate>
        <FieldGrid>
          <FormField
            label={copy.amount}
            htmlFor={form.fieldId('amountInr')}
            errorId={form.errorId('amountInr')}
            error={form.errors.amountInr}
            required
          >
            <StyledInput {...form.field('amountInr')} type="number" inputMode="numeric" min={1} step={1} aria-required="true" />
          </FormField>
        </FieldGrid>
        <Button type="submit" busy={form.submitting} busyLabel={copy.makeLink}>
          {copy.makeLink}
        </Button>
      </form>
      {link && (
        <StyledLink>
          <label htmlFor={`payment-link-${number}`}>{copy.linkMade(link.amountInr)}</label>
          <StyledInput id={`payment-link-${number}`} readOnly value={url} onFocus={(event) => event.target.select()} />
          <Row>
            <Button variant="outline" onClick={copyLink}>
              {copy.copy}
            </Button>
            <StyledShareLink
              $variant="outline"
              href={whatsappShareUrl(copy.whatsappText(number, link.amountInr, url))}
              target="_blank"
              rel="noopener noreferrer"
            >
              {copy.whatsapp}
            </StyledShareLink>
          </Row>
        </StyledLink>
      )}
      <div role={message?.tone === 'error' ? 'alert' : 'status'}>{message && <Notice $tone={message.tone}>{message.text}</Notice>}</div>
    </>
  );
}

type PaidField = 'amountInr' | 'paidOn' | 'upiReference';

/** Mark paid: the amount, the day (today in India unless changed) and the UPI reference staff read off the payment. */
function MarkPaidForm({ number, onPaid }: { number: string; onPaid: () => void }) {
  const { expired } = useSession();
  const clock = useClock();
  const form = useForm<PaidField>({
    initialValues: { amountInr: '', paidOn: istWallClockOf(clock.now().toISOString()).slice(0, 10), upiReference: '' },
  });
  const [message, setMessage] = useState<Message>(null);
  const submit = form.handleSubmit(async (values) => {
    setMessage(null);
    const parsed = markPaidSchema.safeParse({ ...values, amountInr: amountOf(values.amountInr) });
    if (!parsed.success) {
      const errors: Partial<Record<PaidField, string>> = {};
      for (const issue of parsed.error.issues) errors[issue.path[0] as PaidField] ??= issue.message;
      showFieldErrors(form, errors);
      return;
    }
    try {
      await markPaid(number, parsed.data);
      setMessage({ tone: 'success', text: copy.marked(parsed.data.amountInr) });
      form.reset();
      onPaid();
    } catch (error) {
      if (failureStatus(error) === 401) return expired();
      setMessage({ tone: 'error', text: apiErrorMessage(error, copy.markFailed) });
      const fields = apiFieldErrors(error);
      if (fields) showFieldErrors(form, fields as Partial<Record<PaidField, string>>);
    }
  });
  return (
    <>
      <StyledSubheading>{copy.markPaidHeading}</StyledSubheading>
      <form onSubmit={submit} noValidate>
        <FieldGrid>
          <FormField
            label={copy.amount}
            htmlFor={form.fieldId('amountInr')}
            errorId={form.errorId('amountInr')}
            error={form.errors.amountInr}
            required
          >
            <StyledInput {...form.field('amountInr')} type="number" inputMode="numeric" min={1} step={1} aria-required="true" />
          </FormField>
          <FormField
            label={copy.paidOn}
            htmlFor={form.fieldId('paidOn')}
            errorId={form.errorId('paidOn')}
            error={form.errors.paidOn}
            required
          >
            <StyledInput {...form.field('paidOn')} type="date" aria-required="true" />
          </FormField>
          <FormField
            label={copy.upiReference}
            htmlFor={form.fieldId('upiReference')}
            errorId={form.errorId('upiReference')}
            error={form.errors.upiReference}
            required
          >
            <StyledInput {...form.field('upiReference')} autoComplete="off" aria-required="true" />
          </FormField>
        </FieldGrid>
        <Button type="submit" busy={form.submitting} busyLabel={copy.markPaid}>
          {copy.markPaid}
        </Button>
      </form>
      <div role={message?.tone === 'error' ? 'alert' : 'status'}>{message && <Notice $tone={message.tone}>{message.text}</Notice>}</div>
    </>
  );
}

/** A registration's payment: a signed link to send the family, and Mark paid once the money is in. */
export function PaymentPanel({ number, course, onPaid }: { number: string; course: string; onPaid: () => void }) {
  return (
    <Panel aria-labelledby="record-payment">
      <h2 id="record-payment">{copy.heading}</h2>
      <LinkForm number={number} course={course} />
      <MarkPaidForm number={number} onPaid={onPaid} />
    </Panel>
  );
}
