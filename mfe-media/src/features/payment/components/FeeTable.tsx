import { Button, COURSES, FEE_NOT_PUBLISHED, OfflineAsOf, feeDetails, feePrice, useFees } from '@academy/shared';
import { FEE_TABLE } from '../../../content/paymentCopy';
import { StyledFeeAmount, StyledFeeCard, StyledFees } from './feeStyled';

/** Every course of the catalogue with its published fee, or that the fee is shared after the free demo. */
export function FeeTable() {
  const state = useFees();
  return (
    <StyledFees aria-labelledby="course-fees">
      <h2 id="course-fees">{FEE_TABLE.title}</h2>
      {state.status === 'loading' && <p role="status" aria-busy="true" />}
      {state.status === 'failed' && (
        <p role="alert">
          {FEE_TABLE.failed}{' '}
          <Button variant="outline" onClick={state.reload}>
            {FEE_TABLE.retry}
          </Button>
        </p>
      )}
      {state.status === 'loaded' && (
        <>
          <OfflineAsOf what={FEE_TABLE.offlineWhat} asOf={state.offlineAsOf} />
          <ul>
            {COURSES.map(({ slug, label }) => {
              const fee = state.fees.find((item) => item.course === slug);
              return (
                <StyledFeeCard key={slug} aria-labelledby={`fee-${slug}`}>
                  <h3 id={`fee-${slug}`}>{label}</h3>
                  {fee ? (
                    <>
                      <StyledFeeAmount>{feePrice(fee)}</StyledFeeAmount>
                      <p>{feeDetails(fee).join(' · ')}</p>
                      <p>{fee.included}</p>
                    </>
                  ) : (
                    <p>{FEE_NOT_PUBLISHED}</p>
                  )}
                </StyledFeeCard>
              );
            })}
          </ul>
        </>
      )}
    </StyledFees>
  );
}
