import styled from 'styled-components';
import { COURSES, FEE_NOT_PUBLISHED, FeeReassurance, feeSummary, useFees } from '@academy/shared';

const StyledFee = styled.div`
  margin: ${({ theme }) => theme.space[3]} 0;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-left: 4px solid ${({ theme }) => theme.color.accent};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  text-align: left;
  > p:first-child {
    /* Two lines held while the fee loads: the form below does not move when it arrives. */
    min-height: 3em;
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.bold};
    color: ${({ theme }) => theme.color.text};
  }
`;

/**
 * The fee of the course chosen (by its name, as the form's list has it): "Chess:
 * ₹4,800 / month · 8 classes (₹600 a class) · up to 6 children · 60 min", or that it is shared
 * after the free demo, with the demo first and the refund policy. Nothing for "Other", and no
 * figure while the fees load or when they cannot be read.
 */
export function ChosenCourseFee({ course }: { course: string }) {
  const state = useFees();
  const chosen = COURSES.find((item) => item.label === course);
  if (!chosen) return null;
  const fee = state.status === 'loaded' ? state.fees.find((item) => item.course === chosen.slug) : undefined;
  const text = state.status !== 'loaded' ? '' : `${chosen.label}: ${fee ? feeSummary(fee) : FEE_NOT_PUBLISHED}`;
  return (
    <StyledFee>
      <p aria-live="polite" aria-busy={state.status === 'loading'}>
        {text}
      </p>
      <FeeReassurance />
    </StyledFee>
  );
}
