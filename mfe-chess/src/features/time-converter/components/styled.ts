import styled from 'styled-components';
import { media, raisedPanel } from '@academy/shared';

/**
 * Phones: IST to yours, yours to IST, then the table. Wide screens: the two converters side by
 * side, the table across the whole page column below them (beside the first it left the second's
 * column empty for the table's whole height).
 */
export const StyledPanels = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  grid-template-areas: 'from' 'to' 'table';
  align-items: start;
  ${media.up('mobileMenu')} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    grid-template-areas: 'from to' 'table table';
  }
`;

export const StyledPanel = styled.section<{ $area: 'from' | 'to' | 'table' }>`
  ${raisedPanel}
  grid-area: ${({ $area }) => $area};
  min-width: 0;
`;

export const StyledPanelHeading = styled.h2`
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.color.primary};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

export const StyledFields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  ${media.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    & > .wide {
      grid-column: 1 / -1;
    }
  }
`;

/** The answer a parent came for: big, in the brand colour. */
export const StyledAnswer = styled.output`
  display: block;
  margin-top: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  border-left: 4px solid ${({ theme }) => theme.color.primary};
`;

export const StyledAnswerLabel = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const StyledAnswerTime = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.primary};
  line-height: 1.2;
`;

export const StyledAnswerDetail = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.text};
`;

export const StyledNote = styled.p`
  margin: ${({ theme }) => theme.space[3]} 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text};
`;

export const StyledError = styled.p`
  margin: ${({ theme }) => theme.space[4]} 0 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.sm};
  border-left: 4px solid ${({ theme }) => theme.color.danger};
  background: ${({ theme }) => theme.color.dangerSurface};
  color: ${({ theme }) => theme.color.danger};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/**
 * The served zones. On a wide screen the rows flow down three columns (`$rows` to a column), so the
 * thirty zones take a third of the height; the header row is then for screen readers only.
 */
export const StyledTable = styled.table<{ $rows: number }>`
  position: relative;
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  caption {
    text-align: left;
    font-weight: ${({ theme }) => theme.font.weight.bold};
    color: ${({ theme }) => theme.color.text};
    margin-bottom: ${({ theme }) => theme.space[2]};
  }
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  thead th {
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  tbody th {
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
  ${media.up('mobileMenu')} {
    display: block;
    caption {
      display: block;
    }
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
    tbody {
      display: grid;
      grid-auto-flow: column;
      grid-template-rows: repeat(${({ $rows }) => $rows}, auto);
      grid-template-columns: repeat(3, minmax(0, 1fr));
      column-gap: ${({ theme }) => theme.space[6]};
    }
    tbody tr {
      display: grid;
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
      column-gap: ${({ theme }) => theme.space[2]};
      border-bottom: 1px solid ${({ theme }) => theme.color.border};
    }
    tbody th,
    tbody td {
      border-bottom: none;
    }
  }
`;

export const StyledCountry = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const StyledMuted = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.textMuted};
`;

export const StyledTime = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.md};
`;
