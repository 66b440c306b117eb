import styled from 'styled-components';
import { ButtonLink, FEE_NOT_PUBLISHED, FeeReassurance, feeDetails, feePrice, useFees, useNearViewport } from '@academy/shared';
import { courseFeeText } from '../../../content/pageText';

const StyledCard = styled.section`
  max-width: 40rem;
  margin: 0 auto ${({ theme }) => theme.space[7]};
  padding: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.color.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-top: 4px solid ${({ theme }) => theme.color.accent};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.md};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.color.primary};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

/** The fee's lines keep their height while it loads, so its arrival moves nothing below. */
const StyledFacts = styled.div`
  min-height: 7.5rem;
  p {
    margin: 0 0 ${({ theme }) => theme.space[2]};
  }
`;

const StyledAmount = styled.p`
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.text};
`;

const StyledDetails = styled.p`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.primary};
`;

const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};
  > p {
    margin: 0;
    flex: 1 1 16rem;
  }
`;

/**
 * A course page's fee card: the fee with its period, its classes, batch and class length and what
 * it includes (or that it is shared after the free demo), that the demo comes first, the refund
 * policy and a button to book the demo. The card is there from the first render; only its facts
 * arrive, in a place already held. A fee that cannot be read is not guessed.
 */
export function CourseFee({ slug }: { slug: string }) {
  const [ref, near] = useNearViewport<HTMLElement>();
  const state = useFees(near);
  const fee = state.status === 'loaded' ? state.fees.find((item) => item.course === slug) : undefined;
  return (
    <StyledCard ref={ref} aria-labelledby="course-fee" id="fee">
      <h2 id="course-fee">{courseFeeText.title}</h2>
      <StyledFacts aria-busy={state.status === 'loading'}>
        {state.status === 'failed' && <p>{courseFeeText.failed}</p>}
        {state.status === 'loaded' &&
          (fee ? (
            <>
              <StyledAmount>{feePrice(fee)}</StyledAmount>
              <StyledDetails>{feeDetails(fee).join(' · ')}</StyledDetails>
              <p>{fee.included}</p>
            </>
          ) : (
            <StyledAmount as="p">{FEE_NOT_PUBLISHED}</StyledAmount>
          ))}
      </StyledFacts>
      <StyledFooter>
        <FeeReassurance />
        <ButtonLink to="/registration" variant="accent">
          {courseFeeText.book}
        </ButtonLink>
      </StyledFooter>
    </StyledCard>
  );
}
