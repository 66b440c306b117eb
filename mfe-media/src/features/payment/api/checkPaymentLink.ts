import { apiClient, failureStatus } from '@academy/shared';
import { PAYMENT_PATHS, paymentLinkCheckSchema } from '@academy/contracts/records';
import type { PaymentLinkCheck } from '@academy/contracts/records';

/**
 * GET /v1/payment-links?for=&amount=&sig=: the server alone holds the signing secret, so it says
 * whether the link is one the academy made. 'refused' for a changed or malformed link (400).
 */
export async function checkPaymentLink(query: { for: string; amount: string; sig: string }): Promise<PaymentLinkCheck | 'refused'> {
  try {
    const response = await apiClient.get<unknown>(`${PAYMENT_PATHS.paymentLinks}?${new URLSearchParams(query).toString()}`);
    return paymentLinkCheckSchema.parse(response.data);
  } catch (error) {
    if (failureStatus(error) === 400) return 'refused';
    throw error;
  }
}
