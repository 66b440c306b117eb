import styled from 'styled-components';
import { ButtonLink, media, useConfig } from '@academy/shared';
import { aboutSection, faqSection, helpSection, impactSection } from '../../../content/home';
import { StyledPageSection } from '../../../layout/PageSection';
import { telHref } from '../../../lib/telHref';

const StyledFigures = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  margin: 0 auto;
  ${media.up('mobileMenu')} {
    grid-template-columns: repeat(4, 1fr);
  }
  /* The figure reads above its label; the label (dt) comes first in the markup as a list requires. */
  div {
    display: flex;
    flex-direction: column-reverse;
    justify-content: center;
    padding: ${({ theme }) => theme.space[5]};
    text-align: center;
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
    border-radius: ${({ theme }) => theme.radius.lg};
  }
  dt {
    font-size: ${({ theme }) => theme.font.size.md};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xxl};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const StyledFaq = styled.div`
  details {
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    padding: ${({ theme }) => theme.space[3]} 0;
  }
  summary {
    cursor: pointer;
    font-weight: ${({ theme }) => theme.font.weight.bold};
    min-height: ${({ theme }) => theme.layout.touchTarget};
    display: flex;
    align-items: center;
  }
  p {
    margin: ${({ theme }) => theme.space[2]} 0 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export function AboutSection() {
  return (
    <StyledPageSection $tone="tinted" aria-labelledby="home-about-title">
      <div>
        <h2 id="home-about-title">{aboutSection.title}</h2>
        {aboutSection.paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
        <ButtonLink to="/about" variant="outline">
          {aboutSection.cta}
        </ButtonLink>
      </div>
    </StyledPageSection>
  );
}

export function ImpactSection() {
  return (
    <StyledPageSection aria-labelledby="impact-title">
      <h2 id="impact-title">{impactSection.title}</h2>
      <StyledFigures>
        {impactSection.figures.map((figure) => (
          <div key={figure.label}>
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </StyledFigures>
    </StyledPageSection>
  );
}

/** The phone and e-mail links: 44 px high targets, apart when they wrap onto two lines on a phone. */
const StyledHelpLinks = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: ${({ theme }) => theme.space[3]};
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.layout.touchTarget};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

export function FaqSection() {
  const { supportPhone, supportEmail } = useConfig();
  return (
    <StyledPageSection $tone="tinted" aria-labelledby="faq-title">
      <StyledFaq>
        <h2 id="faq-title">{faqSection.title}</h2>
        {faqSection.items.map((item, index) => (
          <details key={item.question}>
            <summary>{item.question}</summary>
            <p>{item.answer}</p>
            {index === faqSection.items.length - 1 && (supportPhone || supportEmail) && (
              <StyledHelpLinks>
                {supportPhone && (
                  <span>
                    Phone: <a href={telHref(supportPhone)}>{supportPhone}</a>
                  </span>
                )}
                {supportEmail && (
                  <span>
                    E-mail: <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
                  </span>
                )}
              </StyledHelpLinks>
            )}
          </details>
        ))}
      </StyledFaq>
    </StyledPageSection>
  );
}

export function HelpSection() {
  const { supportPhone, supportEmail } = useConfig();
  return (
    <StyledPageSection aria-labelledby="help-title">
      <div>
        <h2 id="help-title">{helpSection.title}</h2>
        <p>{helpSection.text}</p>
        {(supportPhone || supportEmail) && (
          <StyledHelpLinks>
            {supportPhone && <a href={telHref(supportPhone)}>{supportPhone}</a>}
            {supportPhone && supportEmail && <span aria-hidden="true">·</span>}
            {supportEmail && <a href={`mailto:${supportEmail}`}>{supportEmail}</a>}
          </StyledHelpLinks>
        )}
      </div>
    </StyledPageSection>
  );
}
