import styled from 'styled-components';
import { buttonStyles, media, raisedCard, textButtonStyles } from '@academy/shared';
import type { ButtonVariant } from '@academy/shared';

export const StyledTermsLink = styled.button`
  ${textButtonStyles}
  min-height: ${({ theme }) => theme.layout.touchTarget};
`;

export const StyledBlocks = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  ${media.up('mobileMenu')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    align-items: stretch;
  }
`;

/**
 * One way to pay. `$leadsOnWide`: first on a wide screen, where the QR code is the way that works
 * (docs/decisions/brand-marks.md); a phone keeps the page's order, the UPI apps first.
 */
export const StyledBlock = styled.section<{ $leadsOnWide?: boolean }>`
  ${({ $leadsOnWide }) => ($leadsOnWide ? `${media.up('mobileMenu')} { order: -1; }` : '')}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  ${raisedCard}
  border-top: 4px solid ${({ theme }) => theme.color.primary};
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg};
    color: ${({ theme }) => theme.color.primary};
    margin: 0;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const StyledPayLinks = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A button-looking link to an app or payment site (not a route, so not a router Link), with the brand's mark. */
export const StyledPayLink = styled.a<{ $variant: ButtonVariant }>`
  ${buttonStyles}
  width: 100%;
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  border-color: ${({ theme }) => theme.color.border};
  &:hover {
    border-color: ${({ theme }) => theme.color.primary};
  }
  svg {
    flex: none;
  }
`;

/** Phones and tablets: shows the QR code, which the same screen cannot scan. Wide screens show the code itself. */
export const StyledAnotherDevice = styled.button<{ $variant: ButtonVariant }>`
  ${buttonStyles}
  width: 100%;
  ${media.up('mobileMenu')} {
    display: none;
  }
`;

export const StyledQrPanel = styled.div<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'flex' : 'none')};
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  ${media.up('mobileMenu')} {
    display: flex;
  }
`;

export const StyledUpiId = styled.p`
  text-align: center;
  strong {
    color: ${({ theme }) => theme.color.text};
    word-break: break-all;
  }
`;

export const StyledNote = styled.p`
  && {
    color: ${({ theme }) => theme.color.text};
  }
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-left: 4px solid ${({ theme }) => theme.color.accent};
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** Small print pinned to the bottom of a block. */
export const StyledFootnote = styled.p`
  && {
    margin-top: auto;
    font-size: ${({ theme }) => theme.font.size.xs};
  }
`;
