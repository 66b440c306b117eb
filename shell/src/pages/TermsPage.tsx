import { Link } from 'react-router-dom';
import { PageMeta, REFUND_POLICY, ROUTE_META, legalLines, useConfig } from '@academy/shared';
import { termsText as t } from '../content/policies';
import { StyledBanner, StyledPageSection } from '../layout/PageSection';

/** /terms: the terms of use, who offers them (config.json's legal identity), the refund policy and the privacy notice. */
export default function TermsPage() {
  const { legal, product } = useConfig();
  const [who] = legalLines(legal);
  return (
    <>
      <PageMeta {...ROUTE_META.terms} />
      <StyledBanner>
        <h1>{t.title}</h1>
        <p>{t.intro}</p>
      </StyledBanner>
      {t.sections.map((section, index) => (
        <StyledPageSection key={section.title} $tone={index % 2 ? 'tinted' : undefined} aria-labelledby={`terms-${index}`}>
          <div>
            <h2 id={`terms-${index}`}>{section.title}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {index === 1 && (
              <p>
                {t.refunds} <Link to={REFUND_POLICY.path}>{REFUND_POLICY.label}</Link>
              </p>
            )}
          </div>
        </StyledPageSection>
      ))}
      <StyledPageSection $tone="tinted" aria-label={t.who}>
        <div>
          <p>
            {t.privacy} <Link to="/privacy">{t.privacyLink}</Link>
          </p>
          <p>
            {t.who} {who ?? product}.
          </p>
        </div>
      </StyledPageSection>
    </>
  );
}
