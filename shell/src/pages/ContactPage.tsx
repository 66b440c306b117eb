import { PageMeta, ROUTE_META, useConfig } from '@academy/shared';
import { contactContent as c } from '../content/contact';
import { telHref } from '../lib/telHref';
import { StyledBanner, StyledCard, StyledCardGrid, StyledPageSection } from '../layout/PageSection';

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
      <StyledPageSection $tone="tinted" aria-labelledby="follow-us">
        <div>
          <h2 id="follow-us">{c.followTitle}</h2>
          <ul>
            {[messaging, ...social].filter((link) => link.href).map((link) => (
              <li key={link.label}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </StyledPageSection>
    </>
  );
}
