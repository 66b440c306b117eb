import styled from 'styled-components';
import { media } from '@academy/shared';
import { JOB_OPENINGS } from '../../../content/jobOpenings';
import { JobOpeningCard } from './JobOpeningCard';

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** The openings of the careers page, one card each. */
export function JobOpeningsList() {
  return (
    <StyledList>
      {JOB_OPENINGS.map((opening) => (
        <li key={opening.id}>
          <JobOpeningCard opening={opening} />
        </li>
      ))}
    </StyledList>
  );
}
