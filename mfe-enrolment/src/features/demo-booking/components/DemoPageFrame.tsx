import type { ReactNode } from 'react';
import styled from 'styled-components';
import { pageGutter, raisedPanel } from '@academy/shared';

const StyledPage = styled.div`
  padding: ${({ theme }) => theme.space[5]} ${pageGutter} ${({ theme }) => theme.space[7]};
`;

const StyledCard = styled.div`
  ${raisedPanel}
  max-width: 46rem;
  margin: 0 auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
    text-align: center;
  }
`;

/** The manage page's column: one card, its heading on top. */
export function DemoPageFrame({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <StyledPage>
      <StyledCard>
        <h1>{heading}</h1>
        {children}
      </StyledCard>
    </StyledPage>
  );
}
