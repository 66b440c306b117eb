import { Fragment } from 'react';
import styled from 'styled-components';
import type { ZonedTime } from '../lib/convertTime';
import { zonedDetailParts } from '../lib/zonedDetail';

const StyledPart = styled.span`
  white-space: nowrap;
`;

/**
 * "Sun 8 Mar 2026 · UTC−4 · the next day", wrapping on a narrow screen only between its parts,
 * never inside a date or an offset.
 */
export function ZonedDetail({ time }: { time: ZonedTime }) {
  return zonedDetailParts(time).map((part, index) => (
    <Fragment key={part}>
      {index > 0 && ' · '}
      <StyledPart>{part}</StyledPart>
    </Fragment>
  ));
}
