import styled, { css, keyframes } from 'styled-components';
import { media } from '@academy/shared';
import type { GroupAction, RowTone } from '../lib/tournamentStatus';

/**
 * The schedule's place on the page. While it loads (or failed, or is empty) it keeps the height
 * the list takes on a first screen, so what is on screen does not move when the list arrives;
 * the list then grows with the page, which scrolls it (docs/decisions/phone-tournament-list.md).
 */
export const StyledScheduleFrame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: calc(70vh + ${({ theme }) => theme.space[6]});
  ${media.down('sm')} {
    min-height: calc(70vh + ${({ theme }) => theme.space[8]} + ${({ theme }) => theme.space[5]});
  }
`;

const scheduleSurface = css`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  background: ${({ theme }) => theme.color.surfaceRaised};
`;

/** The table's frame: part of the page, no scroll box of its own. */
export const StyledScheduleTable = styled.div`
  ${scheduleSurface}
  /* The containing block of the rows' visually hidden texts, which otherwise escape the frame and
     stretch the page far below the footer. Clipped to the rounded corners, but no scroll container,
     so the header row sticks to the screen. */
  position: relative;
  overflow: clip;
`;

/** The empty frame in which the spinner, the failure or the empty message stands. */
export const StyledSchedulePlaceholder = styled.div`
  ${scheduleSurface}
  flex: 1;
  display: flex;
  flex-direction: column;
  justify-content: center;
  padding: 0 ${({ theme }) => theme.space[4]};
`;

export const StyledTable = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${({ theme }) => theme.font.size.sm};

  th {
    position: sticky;
    /* Under the site's fixed header, as the page scrolls the rows by. */
    top: ${({ theme }) => theme.layout.navHeight};
    z-index: ${({ theme }) => theme.z.base};
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
    text-align: left;
    white-space: nowrap;
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  }
  td {
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    vertical-align: middle;
  }

  /* A phone gets one compact card per tournament, so four or more fit on the screen at once:
     the local time and status on top, the IST time and support below, Group A and B side by side. */
  ${media.down('sm')} {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tr {
      display: grid;
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
      column-gap: ${({ theme }) => theme.space[3]};
      row-gap: ${({ theme }) => theme.space[1]};
      padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    }
    td {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      column-gap: ${({ theme }) => theme.space[2]};
      border-bottom: none;
      padding: 0;
      min-width: 0;
    }
    td:nth-child(-n + 3) {
      grid-column: 1 / -1;
    }
    td::before {
      content: attr(data-label);
      font-weight: ${({ theme }) => theme.font.weight.bold};
      font-size: ${({ theme }) => theme.font.size.xs};
    }
    td[data-phone-label]::before {
      content: attr(data-phone-label);
    }
    /* The support link says "Support" itself: its label would say it twice. */
    td[data-linked]::before {
      content: none;
    }
    td:first-child::before {
      flex-basis: 100%;
    }
    td:nth-child(n + 4) {
      flex-wrap: nowrap;
    }
    td:nth-child(n + 4) > * {
      flex: 1;
      min-width: 0;
    }
    tr + tr {
      border-top: 1px solid ${({ theme }) => theme.color.border};
    }
    /* A finished tournament's red mark runs down the whole card. */
    tr[data-phase='past'] {
      box-shadow: inset ${({ theme }) => theme.space[1]} 0 0 ${({ theme }) => theme.color.danger};
    }
    tr[data-phase='past'] > td:first-child {
      box-shadow: none;
    }
  }
`;

const toneStyles: Record<RowTone, ReturnType<typeof css>> = {
  live: css`
    background: ${({ theme }) => theme.color.live};
    color: ${({ theme }) => theme.color.onLive};
  `,
  today: css`
    background: ${({ theme }) => theme.color.todaySurface};
  `,
  past: css`
    background: ${({ theme }) => theme.color.dangerSurface};
    & > td:first-child {
      box-shadow: inset ${({ theme }) => theme.space[1]} 0 0 ${({ theme }) => theme.color.danger};
    }
  `,
  plain: css`
    background: ${({ theme }) => theme.color.surfaceRaised};
  `,
};

export const StyledRow = styled.tr<{ $tone: RowTone }>`
  ${({ $tone }) => toneStyles[$tone]}
`;

/** A named tournament's title, over its times; on a phone's card, above the cell's label too. */
export const StyledName = styled.span`
  display: block;
  margin-bottom: ${({ theme }) => theme.space[1]};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  overflow-wrap: anywhere;
  ${media.down('sm')} {
    order: -1;
    flex-basis: 100%;
    margin-bottom: 0;
  }
`;

export const StyledWhen = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
  strong {
    white-space: nowrap;
  }
  ${media.down('sm')} {
    flex-direction: row;
    flex-wrap: wrap;
    align-items: center;
    column-gap: ${({ theme }) => theme.space[3]};
  }
`;

export const StyledStatus = styled.span`
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const pulse = keyframes`
  0%, 100% { opacity: 1; transform: scale(1); }
  50% { opacity: 0.35; transform: scale(0.7); }
`;

export const StyledLiveBadge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.danger};
  color: ${({ theme }) => theme.color.onDanger};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-transform: uppercase;
  letter-spacing: 0.06em;

  &::before {
    content: '';
    width: 0.5rem;
    height: 0.5rem;
    border-radius: ${({ theme }) => theme.radius.round};
    background: currentColor;
    animation: ${pulse} 1.4s ${({ theme }) => theme.motion.easing} infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    &::before {
      animation: none;
    }
  }
`;

const actionStyles: Record<GroupAction, ReturnType<typeof css>> = {
  Play: css`
    background: ${({ theme }) => theme.color.success};
    color: ${({ theme }) => theme.color.onPrimary};
    border-color: ${({ theme }) => theme.color.onLive};
  `,
  Result: css`
    background: ${({ theme }) => theme.color.danger};
    color: ${({ theme }) => theme.color.onDanger};
  `,
  Upcoming: css`
    background: ${({ theme }) => theme.color.surfaceRaised};
    color: ${({ theme }) => theme.color.primary};
    border-color: ${({ theme }) => theme.color.primary};
  `,
};

const smallActionStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.layout.touchTarget};
  min-width: 6.5rem;
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;
  white-space: nowrap;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

export const StyledGroupLink = styled.a<{ $action: GroupAction }>`
  ${smallActionStyles}
  ${media.down('sm')} {
    min-width: 0;
  }
  ${({ $action }) => actionStyles[$action]}
  &:hover {
    filter: brightness(1.1);
  }
`;

export const StyledSupportLink = styled.a`
  /* A 24 px high target (WCAG 2.2, 2.5.8), not only the word's height. */
  display: inline-flex;
  align-items: center;
  min-height: 1.5rem;
  color: inherit;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-underline-offset: 3px;
`;

export const StyledCalendarButton = styled.button`
  ${smallActionStyles}
  min-height: 2rem;
  min-width: 0;
  padding: 0 ${({ theme }) => theme.space[2]};
  margin-left: -${({ theme }) => theme.space[2]};
  background: transparent;
  color: inherit;
  font-size: ${({ theme }) => theme.font.size.xs};
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: pointer;
`;

export const StyledNone = styled.span`
  opacity: 0.75;
`;
