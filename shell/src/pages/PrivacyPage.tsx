import styled from 'styled-components';
import { PageMeta, ROUTE_META, media, useConfig } from '@academy/shared';
import { PrivacyNoticeSections, privacyNotice as n } from '@academy/shared/privacy';
import { RemoteFrame } from '../federation/RemoteFrame';
import { StyledBanner, StyledPageSection } from '../layout/PageSection';

const StyledNotice = styled.div`
  max-width: 48rem;
  h2 {
    margin-top: ${({ theme }) => theme.space[6]};
  }
  li + li {
    margin-top: ${({ theme }) => theme.space[2]};
  }
`;

const StyledColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  ${media.up('mobileMenu')} {
    grid-template-columns: 2fr 3fr;
    align-items: start;
  }
  address {
    font-style: normal;
  }
`;

/** The privacy notice, the grievance officer from config.json, and the request form (enrolment's). */
export default function PrivacyPage() {
  const config = useConfig();
  const officer = n.officer(config);
  return (
    <>
      <PageMeta {...ROUTE_META.privacy} />
      <StyledBanner>
        <h1>{n.title}</h1>
        <p>{n.intro(config.product)}</p>
      </StyledBanner>
      <StyledPageSection aria-label={n.title}>
        <StyledNotice>
          <PrivacyNoticeSections />
        </StyledNotice>
      </StyledPageSection>
      <StyledPageSection $tone="tinted" aria-labelledby="grievance-officer">
        <StyledColumns>
          <div>
            <h2 id="grievance-officer">{n.officerTitle}</h2>
            {/* An officer config.json does not name is unknown: only the role shows. */}
            <address>
              {officer.name && (
                <>
                  <strong>{officer.name}</strong>
                  <br />
                </>
              )}
              {officer.role}
              {officer.email && (
                <>
                  <br />
                  <a href={`mailto:${officer.email}`}>{officer.email}</a>
                </>
              )}
            </address>
          </div>
          <RemoteFrame remote="enrolment" module="PrivacyRequestForm" label={n.requestFormLabel} minHeight="30rem" />
        </StyledColumns>
      </StyledPageSection>
    </>
  );
}
