import { Link } from 'react-router-dom';
import { PageMeta, ROUTE_META, useConfig } from '@academy/shared';
import { refundsText as t } from '../content/policies';
import { StyledBanner, StyledPageSection } from '../layout/PageSection';

/** /refunds: the refund and cancellation policy (config.json's `refunds`, else the default), and how to ask. */
export default function RefundsPage() {
  const { refunds, supportEmail, supportPhone } = useConfig();
  const policy = refunds.length > 0 ? refunds : t.defaultPolicy;
  return (
    <>
      <PageMeta {...ROUTE_META.refunds} />
      <StyledBanner>
        <h1>{t.title}</h1>
        <p>{t.intro}</p>
      </StyledBanner>
      <StyledPageSection aria-label={t.title}>
        <div>
          <ul>
            {policy.map((paragraph) => (
              <li key={paragraph}>{paragraph}</li>
            ))}
          </ul>
        </div>
      </StyledPageSection>
      <StyledPageSection $tone="tinted" aria-labelledby="ask-refund">
        <div>
          <h2 id="ask-refund">{t.askTitle}</h2>
          <p>{t.ask}</p>
          <ul>
            {supportEmail && (
              <li>
                <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
              </li>
            )}
            {supportPhone && <li>{supportPhone}</li>}
          </ul>
          <p>
            <Link to="/terms">{t.termsLink}</Link>
          </p>
        </div>
      </StyledPageSection>
    </>
  );
}
