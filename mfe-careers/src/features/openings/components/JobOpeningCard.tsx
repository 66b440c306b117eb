import styled from 'styled-components';
import { ButtonLink, raisedCard } from '@academy/shared';
import type { JobOpening } from '../../../content/jobOpenings';
import { CAREER_REGISTRATION_PATH } from '../../../lib/routes';
import type { ApplicationRouteState } from '../../../lib/routes';

const StyledCard = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  height: 100%;
  ${raisedCard}
  border-top: 4px solid ${({ theme }) => theme.color.primary};
  transition: box-shadow ${({ theme }) => theme.motion.normal};
  &:hover {
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
`;

const StyledHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledIcon = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 3rem;
  height: 3rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.primary};
  svg {
    width: 60%;
    height: 60%;
  }
`;

/** A person at a board for trainers, a headset for coordinators. */
const ICON_PATHS: Record<JobOpening['id'], string> = {
  trainer: 'M3 4h18v11H3z M8 20l4-5 4 5 M7 8h6 M7 11h4 M16 9a1.5 1.5 0 1 0 0.01 0',
  'client-coordinator': 'M4 14v-2a8 8 0 0 1 16 0v2 M4 14h3v5H4z M17 14h3v5h-3z M20 19a4 4 0 0 1-4 3h-3',
};

const StyledTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.color.primary};
`;

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const StyledSummary = styled.p`
  flex: 1;
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const StyledApply = styled.div`
  & > a {
    width: 100%;
  }
`;

/** One opening: what, where, how much time, and the way to apply. */
export function JobOpeningCard({ opening }: { opening: JobOpening }) {
  const titleId = `opening-${opening.id}`;
  const state: ApplicationRouteState = { position: opening.title };
  return (
    <StyledCard aria-labelledby={titleId}>
      <StyledHeader>
        <StyledIcon aria-hidden="true">
          <svg
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            focusable="false"
          >
            <path d={ICON_PATHS[opening.id]} />
          </svg>
        </StyledIcon>
        <StyledTitle id={titleId}>{opening.title}</StyledTitle>
      </StyledHeader>
      <StyledFacts>
        <dt>Department</dt>
        <dd>{opening.department}</dd>
        <dt>Location</dt>
        <dd>{opening.location}</dd>
        <dt>Type</dt>
        <dd>{opening.type}</dd>
      </StyledFacts>
      <StyledSummary>{opening.summary}</StyledSummary>
      <StyledApply>
        <ButtonLink to={CAREER_REGISTRATION_PATH} state={state} aria-describedby={titleId}>
          Apply Now
        </ButtonLink>
      </StyledApply>
    </StyledCard>
  );
}
