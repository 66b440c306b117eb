import styled from 'styled-components';
import { media } from '@academy/shared';
import { RemoteFrame } from '../../../federation/RemoteFrame';
import { registrationSection } from '../../../content/home';
import { StyledPageSection } from '../../../layout/PageSection';

const StyledColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  ${media.up('mobileMenu')} {
    grid-template-columns: 2fr 3fr;
    align-items: start;
  }
`;

export function RegistrationSection() {
  return (
    <StyledPageSection aria-labelledby="get-started-title">
      <StyledColumns>
        <div>
          <h2 id="get-started-title">{registrationSection.title}</h2>
          <p>{registrationSection.intro}</p>
        </div>
        <RemoteFrame remote="enrolment" module="RegistrationForm" label="Registration form" minHeight="36rem" />
      </StyledColumns>
    </StyledPageSection>
  );
}
