import styled from 'styled-components';
import { FEE_NOT_PUBLISHED, feeDetails, feePrice, useFees } from '@academy/shared';
import { courseFeeText } from '../../../content/pageText';

/** Laid out like the page's other titled blocks. */
const StyledSection = styled.section`
  margin-bottom: ${({ theme }) => theme.space[7]};
  h2 {
    margin-top: 0;
    color: ${({ theme }) => theme.color.primary};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  > p {
    max-width: 50rem;
  }
`;

const StyledAmount = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/**
 * A course page's fee, as the academy publishes it, or that it is shared after the free demo.
 * Nothing shows while it loads or when the fees cannot be read: a guess would mislead a parent.
 */
export function CourseFee({ slug }: { slug: string }) {
  const state = useFees();
  if (state.status !== 'loaded') return null;
  const fee = state.fees.find((item) => item.course === slug);
  return (
    <StyledSection aria-labelledby="course-fee">
      <h2 id="course-fee">{courseFeeText.title}</h2>
      {fee ? (
        <>
          <StyledAmount>{feePrice(fee)}</StyledAmount>
          <p>{feeDetails(fee).join(' · ')}</p>
          <p>{fee.included}</p>
        </>
      ) : (
        <p>{FEE_NOT_PUBLISHED}</p>
      )}
    </StyledSection>
  );
}
