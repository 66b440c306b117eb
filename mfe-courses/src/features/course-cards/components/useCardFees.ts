import { FEE_NOT_PUBLISHED, feeFrom, useFees, useNearViewport } from '@academy/shared';

/**
 * The line each course card shows of its fee ("from ₹4,800 / month", or that it is shared after
 * the free demo), read once for all the cards when they come near or the page is idle. `lineOf`
 * answers null while the fees load or when they cannot be read: the card holds the line's place.
 */
export function useCardFees<T extends Element>() {
  const [ref, near] = useNearViewport<T>();
  const state = useFees(near);
  const lineOf = (slug: string): string | null => {
    if (state.status !== 'loaded') return null;
    const fee = state.fees.find((item) => item.course === slug);
    return fee ? feeFrom(fee) : FEE_NOT_PUBLISHED;
  };
  return [ref, lineOf] as const;
}
