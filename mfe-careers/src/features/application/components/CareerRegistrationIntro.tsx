import styled from 'styled-components';
import { APPLICATION_STEPS, CAREER_REGISTRATION_LEAD, CAREER_REGISTRATION_TITLE } from '../../../content/careerRegistration';
import { StyledPageLead, StyledPageTitle } from '../../../lib/pageHeading';
import { useChosenPosition } from '../hooks/useChosenPosition';

const StyledIntro = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledPosition = styled.p`
  align-self: flex-start;
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  strong {
    color: ${({ theme }) => theme.color.primary};
  }
`;

const StyledSteps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: ${({ theme }) => theme.space[2]} 0 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  li {
    counter-increment: step;
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${({ theme }) => theme.space[3]};
  }
  li::before {
    content: counter(step);
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 2.25rem;
    height: 2.25rem;
    border-radius: ${({ theme }) => theme.radius.round};
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** The headline beside the form, the opening being applied for, and what happens next. */
export function CareerRegistrationIntro() {
  const position = useChosenPosition();
  return (
    <StyledIntro>
      <StyledPageTitle>{CAREER_REGISTRATION_TITLE}</StyledPageTitle>
      <StyledPageLead>{CAREER_REGISTRATION_LEAD}</StyledPageLead>
      {position && (
        <StyledPosition>
          Applying for: <strong>{position}</strong>
        </StyledPosition>
      )}
      <StyledSteps aria-label="What happens next">
        {APPLICATION_STEPS.map((step) => (
          <li key={step.title}>
            <div>
              <h2>{step.title}</h2>
              <p>{step.description}</p>
            </div>
          </li>
        ))}
      </StyledSteps>
    </StyledIntro>
  );
}
