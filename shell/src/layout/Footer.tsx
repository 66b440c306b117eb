import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { legalLines, media, useConfig } from '@academy/shared';
import { footerColumns } from '../content/navigation';
import { telHref } from '../lib/telHref';
import { LogoMark } from './LogoMark';

const StyledFooter = styled.footer`
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  /* Room at the bottom so the floating buttons never sit on the last links. */
  padding: ${({ theme }) => theme.space[7]} ${({ theme }) => theme.space[4]}
    calc(${({ theme }) => theme.layout.floatingClearance} + ${({ theme }) => theme.space[4]});
  a {
    color: ${({ theme }) => theme.color.onPrimary};
  }
`;

const StyledColumns = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  grid-template-columns: 1fr;
  ${media.up('sm')} {
    grid-template-columns: repeat(3, 1fr);
  }
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li a {
    display: inline-flex;
    min-height: 2rem;
    align-items: center;
    text-decoration: none;
  }
  li a:hover {
    text-decoration: underline;
  }
`;

const StyledBrand = styled.p`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto ${({ theme }) => theme.space[6]};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const StyledCopyright = styled.p`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: ${({ theme }) => theme.space[6]} auto 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  opacity: 0.9;
`;

export function Footer() {
  const { supportEmail, supportPhone, product, legal } = useConfig();
  return (
    <StyledFooter>
      <StyledBrand>
        <LogoMark size={44} inverse />
        <span>{product}</span>
      </StyledBrand>
      <StyledColumns>
        {footerColumns.map((column) => (
          <nav key={column.title} aria-labelledby={`footer-${column.title}`}>
            <h2 id={`footer-${column.title}`}>{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact</h2>
          <ul>
            {/* A detail config.json does not name is unknown: nothing is shown for it. */}
            {supportEmail && (
              <li>
                <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
              </li>
            )}
            {supportPhone && (
              <li>
                <a href={telHref(supportPhone)}>{supportPhone}</a>
              </li>
            )}
          </ul>
        </section>
      </StyledColumns>
      <StyledCopyright>© {legal.name || product}. All rights reserved.</StyledCopyright>
      {/* Who the academy is in law, as config.json names it: nothing when it names no legal name. */}
      {legal.name && <StyledCopyright>{legalLines(legal).join(' · ')}</StyledCopyright>}
    </StyledFooter>
  );
}
