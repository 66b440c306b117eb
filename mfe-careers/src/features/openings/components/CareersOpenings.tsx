import styled from 'styled-components';
import { media } from '@academy/shared';
import { CAREERS_PAGE_LEAD, CAREERS_PAGE_TITLE } from '../../../content/jobOpenings';
import { JobOpeningsList } from './JobOpeningsList';

const StyledSection = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[7]};
  ${media.up('mobileMenu')} {
    padding-top: ${({ theme }) => theme.space[7]};
  }
`;

const StyledHeader = styled.header`
  max-width: 46rem;
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

const StyledEyebrow = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.accent};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-transform: uppercase;
  letter-spacing: 0.08em;
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const StyledTitle = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.font.size.xl};
  color: ${({ theme }) => theme.color.primary};
  ${media.up('sm')} {
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
`;

const StyledLead = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The careers page body: title, a line on why to join, and the openings. */
export function CareersOpenings() {
  return (
    <StyledSection>
      <StyledHeader>
        <StyledEyebrow>Careers</StyledEyebrow>
        <StyledTitle>{CAREERS_PAGE_TITLE}</StyledTitle>
        <StyledLead>{CAREERS_PAGE_LEAD}</StyledLead>
      </StyledHeader>
      <JobOpeningsList />
    </StyledSection>
  );
}
