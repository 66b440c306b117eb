import styled from 'styled-components';
import { Button, COURSES, FEE_NOT_PUBLISHED, FeeReassurance, OfflineAsOf, feeDetails, feePrice, useFees } from '@academy/shared';
import { FEE_TABLE } from '../../../content/paymentCopy';
import { StyledFeeAmount, StyledFeeCard, StyledFees } from './feeStyled';

/** What a card says of its fee keeps this height while the fees load, so the ways to pay below stay put. */
const StyledFacts = styled.div`
  min-height: 8.5rem;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

/**
 * Every course of the catalogue with its published fee and period, or that the fee is shared
 * after the free demo; that the demo comes first, and the refund policy. The cards are there
 * from the first render and their figures arrive into them.
 */
export function FeeTable() {
  const state = useFees();
  return (
    <StyledFees aria-labelledby="course-fees">
      <h2 id="course-fees">{FEE_TABLE.title}</h2>
      <FeeReassurance />
      {state.status === 'failed' && (
        <p role="alert">
          {FEE_TABLE.failed}{' '}
          <Button variant="outline" onClick={state.reload}>
            {FEE_TABLE.retry}
          </Button>
        </p>
      )}
      {state.status === 'loaded' && <OfflineAsOf what={FEE_TABLE.offlineWhat} asOf={state.offlineAsOf} />}
      <ul>
        {COURSES.map(({ slug, label }) => {
          const fee = state.status === 'loaded' ? state.fees.find((item) => item.course === slug) : undefined;
          return (
            <StyledFeeCard key={slug} aria-labelledby={`fee-${slug}`}>
              <h3 id={`fee-${slug}`}>{label}</h3>
              <StyledFacts aria-busy={state.status === 'loading'}>
                {state.status === 'loaded' &&
                  (fee ? (
                    <>
                      <StyledFeeAmount>{feePrice(fee)}</StyledFeeAmount>
                      <p>{feeDetails(fee).join(' · ')}</p>
                      <p>{fee.included}</p>
                    </>
                  ) : (
                    <p>{FEE_NOT_PUBLISHED}</p>
                  ))}
              </StyledFacts>
            </StyledFeeCard>
          );
        })}
      </ul>
    </StyledFees>
  );
}
