import styled from 'styled-components';
import { media, pageGutter } from '@academy/shared';
import { CAREERS_PAGE_LEAD, CAREERS_PAGE_TITLE } from '../../../content/jobOpenings';
import { StyledPageLead, StyledPageTitle } from '../../../lib/pageHeading';
import { JobOpeningsList } from './JobOpeningsList';

// The page column every route shares: the gutter puts the content at the header's left edge.
const StyledSection = styled.div`
  padding: ${({ theme }) => theme.space[6]} ${pageGutter} ${({ theme }) => theme.space[7]};
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

const StyledTitle = styled(StyledPageTitle)`
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

/** The careers page body: title, a line on why to join, and the openings. */
export function CareersOpenings() {
  return (
    <StyledSection>
      <StyledHeader>
        <StyledEyebrow>Careers</StyledEyebrow>
        <StyledTitle>{CAREERS_PAGE_TITLE}</StyledTitle>
        <StyledPageLead>{CAREERS_PAGE_LEAD}</StyledPageLead>
      </StyledHeader>
      <JobOpeningsList />
    </StyledSection>
  );
}
