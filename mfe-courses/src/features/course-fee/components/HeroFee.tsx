import styled from 'styled-components';
import { feePrice, useFees, useNearViewport } from '@academy/shared';
import { courseFeeText } from '../../../content/pageText';

/** Holds the width of the longest fee, so the fee arriving moves none of its neighbours. */
const StyledAmount = styled.dd`
  min-width: 8.5em;
  white-space: nowrap;
  [data-reserved] {
    visibility: hidden;
  }
`;

/**
 * The fee as one of the hero's figures, beside the ratings, learners and duration: "₹4,800 /
 * month", or that it is shared after the free demo. Read once the page is idle (the hero is the
 * first screen), with its place held meanwhile; a fee that cannot be read leaves the place empty.
 */
export function HeroFee({ slug }: { slug: string }) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const state = useFees(near);
  const fee = state.status === 'loaded' ? state.fees.find((item) => item.course === slug) : undefined;
  const text = state.status !== 'loaded' ? null : fee ? feePrice(fee) : courseFeeText.chipNotPublished;
  return (
    <div ref={ref} data-fee-chip>
      <dt>{courseFeeText.title}</dt>
      <StyledAmount aria-busy={text === null}>
        {text ?? (
          <span data-reserved aria-hidden="true">
            {courseFeeText.chipPlaceholder}
          </span>
        )}
      </StyledAmount>
    </div>
  );
}
