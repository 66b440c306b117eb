import styled from 'styled-components';
import { ButtonLink } from '@academy/shared';
import type { JobOpening } from '../../../content/jobOpenings';
import { CAREER_REGISTRATION_PATH, type ApplicationRouteState } from '../../../lib/routes';

const StyledCard = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  height: 100%;
  padding: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.color.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-top: 4px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  transition: box-shadow ${({ theme }) => theme.motion.normal};
  &:hover { box-shadow: ${({ theme }) => theme.shadow.md}; }
`;

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
  & > a { width: 100%; }
`;

/** One opening: what, where, how much time, and the way to apply. */
export function JobOpeningCard({ opening }: { opening: JobOpening }) {
  const titleId = `opening-${opening.id}`;
  const state: ApplicationRouteState = { position: opening.title };
  return (
    <StyledCard aria-labelledby={titleId}>
      <StyledTitle id={titleId}>{opening.title}</StyledTitle>
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
