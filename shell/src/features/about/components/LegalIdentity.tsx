import { legalLines, useConfig } from '@academy/shared';
import { legalIdentityText as t } from '../../../content/about';
import { StyledPageSection } from '../../../layout/PageSection';

/**
 * The academy's legal name and form, its company (or Udyam) number, GSTIN, registered office,
 * founder and business hours, as config.json names them; nothing when it names no legal name.
 */
export function LegalIdentity({ tone }: { tone?: 'tinted' }) {
  const { legal } = useConfig();
  const lines = legalLines(legal);
  if (lines.length === 0) return null;
  return (
    <StyledPageSection $tone={tone} aria-labelledby="legal-identity">
      <div>
        <h2 id="legal-identity">{t.title}</h2>
        <address>
          {lines.map((line) => (
            <span key={line}>
              {line}
              <br />
            </span>
          ))}
          {legal.founder && t.founder(legal.founder)}
        </address>
        {legal.businessHours && (
          <p>
            <strong>{t.hours}:</strong> {legal.businessHours}
          </p>
        )}
      </div>
    </StyledPageSection>
  );
}
