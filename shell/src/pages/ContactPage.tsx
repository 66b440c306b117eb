import styled from 'styled-components';
import { PageMeta, ROUTE_META, useConfig } from '@academy/shared';
import { serviceMark } from '../lib/socialMarks';
import { contactContent as c } from '../content/contact';
import { telHref } from '../lib/telHref';
import { LegalIdentity } from '../features/about/components/LegalIdentity';
import { StyledBanner, StyledCard, StyledCardGrid, StyledPageSection } from '../layout/PageSection';

/** The messaging and social links: a row of round icon buttons, each named for its service. */
const StyledServices = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  list-style: none;
  margin: ${({ theme }) => theme.space[4]} 0 0;
  padding: 0;
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 3rem;
    height: 3rem;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.round};
    background: ${({ theme }) => theme.color.surfaceRaised};
    box-shadow: ${({ theme }) => theme.shadow.sm};
    text-decoration: none;
  }
  a:hover {
    border-color: ${({ theme }) => theme.color.primary};
  }
  svg {
    flex: none;
  }
`;

export default function ContactPage() {
  const { address, supportPhone, supportEmail, messaging, social } = useConfig();
  return (
    <>
      <PageMeta {...ROUTE_META.contact} />
      <StyledBanner>
        <h1>{c.title}</h1>
        <p>{c.intro}</p>
        <p>
          <strong>{c.replyPromise}</strong>
        </p>
      </StyledBanner>
      <StyledPageSection aria-label="Contact details">
        <StyledCardGrid>
          {/* A detail config.json does not name is unknown: its card is left out. */}
          {address && (
            <StyledCard>
              <h2>{c.addressTitle}</h2>
              <address>{address}</address>
            </StyledCard>
          )}
          {supportPhone && (
            <StyledCard>
              <h2>{c.phoneTitle}</h2>
              <a href={telHref(supportPhone)}>{supportPhone}</a>
            </StyledCard>
          )}
          {supportEmail && (
            <StyledCard>
              <h2>{c.emailTitle}</h2>
              <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
            </StyledCard>
          )}
        </StyledCardGrid>
      </StyledPageSection>
      <LegalIdentity tone="tinted" />
      <StyledPageSection aria-labelledby="follow-us">
        <div>
          <h2 id="follow-us">{c.followTitle}</h2>
          <StyledServices>
            {[messaging, ...social]
              .filter((link) => link.href)
              .map((link) => {
                const mark = serviceMark(link.label);
                return (
                  <li key={link.label}>
                    <a
                      href={link.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${link.label} (opens in a new tab)`}
                      title={link.label}
                    >
                      <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24" fill={mark.colour}>
                        <path d={mark.path} />
                      </svg>
                    </a>
                  </li>
                );
              })}
          </StyledServices>
        </div>
      </StyledPageSection>
    </>
  );
}
