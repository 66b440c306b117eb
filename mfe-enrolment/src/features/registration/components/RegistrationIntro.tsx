import styled from 'styled-components';
import { media } from '@academy/shared';
import { REGISTRATION_BENEFITS, REGISTRATION_PAGE_TAGLINE, REGISTRATION_PAGE_TITLE } from '../../../content/registrationBenefits';
import type { Benefit } from '../../../content/registrationBenefits';

const StyledIntro = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledTitle = styled.h1`
  font-size: ${({ theme }) => theme.font.size.xl};
  color: ${({ theme }) => theme.color.primary};
  margin: 0;
  ${media.up('sm')} {
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
`;

const StyledTagline = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.accent};
`;

const StyledBenefits = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledBenefit = styled.li`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space[3]};
  align-items: start;
  h2 {
    font-size: ${({ theme }) => theme.font.size.md};
    margin: 0 0 ${({ theme }) => theme.space[1]};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const StyledIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.layout.touchTarget};
  height: ${({ theme }) => theme.layout.touchTarget};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.primary};
  svg {
    width: 60%;
    height: 60%;
  }
`;

const ICON_PATHS: Record<Benefit['icon'], string> = {
  online: 'M3 5h18v11H3z M8 20h8 M12 16v4',
  experts: 'M12 3l9 4-9 4-9-4z M6 9v5c0 2 3 3 6 3s6-1 6-3V9',
  certificate: 'M5 3h14v11H5z M9 7h6 M9 10h6 M10 14l-1 7 3-2 3 2-1-7',
  trophy: 'M8 4h8v5a4 4 0 0 1-8 0z M8 6H4a4 4 0 0 0 4 4 M16 6h4a4 4 0 0 1-4 4 M12 13v4 M8 21h8 M10 17h4',
};

function BenefitIcon({ icon }: { icon: Benefit['icon'] }) {
  return (
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
        <path d={ICON_PATHS[icon]} />
      </svg>
    </StyledIcon>
  );
}

/** Title, tagline and the four benefits of the registration page. */
export function RegistrationIntro() {
  return (
    <StyledIntro>
      <StyledTitle>{REGISTRATION_PAGE_TITLE}</StyledTitle>
      <StyledTagline>{REGISTRATION_PAGE_TAGLINE}</StyledTagline>
      <StyledBenefits>
        {REGISTRATION_BENEFITS.map((benefit) => (
          <StyledBenefit key={benefit.title}>
            <BenefitIcon icon={benefit.icon} />
            <div>
              <h2>{benefit.title}</h2>
              <p>{benefit.description}</p>
            </div>
          </StyledBenefit>
        ))}
      </StyledBenefits>
    </StyledIntro>
  );
}
