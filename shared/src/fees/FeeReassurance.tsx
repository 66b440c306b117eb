import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { FEE_REASSURANCE, REFUND_POLICY } from '@academy/contracts/records/public-fees';

const StyledReassurance = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
  a {
    color: ${({ theme }) => theme.color.accent};
    white-space: nowrap;
  }
`;

/**
 * Said beside every fee the site shows: a parent pays nothing before the free demo and a chosen
 * batch, and can read the refund policy before paying.
 */
export function FeeReassurance({ className }: { className?: string }) {
  return (
    <StyledReassurance className={className}>
      {FEE_REASSURANCE}. <Link to={REFUND_POLICY.path}>{REFUND_POLICY.label}</Link>
    </StyledReassurance>
  );
}
