import styled from 'styled-components';
import type { FunnelStep } from '../lib/funnelTotals';
import { percent } from '../lib/funnelTotals';

const StyledFigure = styled.figure`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  max-width: 28rem;
  svg {
    width: 100%;
    height: auto;
    font-family: inherit;
  }
  .bar {
    fill: ${({ theme }) => theme.color.primary};
  }
  .track {
    fill: ${({ theme }) => theme.color.surface};
  }
  text {
    fill: ${({ theme }) => theme.color.text};
    font-size: 13px;
  }
  figcaption {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

// Drawn at about the size it is shown (at most 28rem; a phone's width), so its text reads at the
// size of the page's small text.
const WIDTH = 360;
const LABEL = 104;
const BAR = 26;
const GAP = 12;

/** The funnel's four steps as bars (plain SVG): each as long as its count against the registrations. */
export function FunnelChart({ steps, caption }: { steps: readonly FunnelStep[]; caption: string }) {
  const most = Math.max(1, ...steps.map((step) => step.count));
  const height = steps.length * (BAR + GAP);
  const room = WIDTH - LABEL - 84;
  return (
    <StyledFigure>
      <svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-label={steps.map((step) => `${step.label} ${step.count}`).join(', ')}>
        {steps.map((step, index) => {
          const y = index * (BAR + GAP);
          const length = Math.round((step.count / most) * room);
          return (
            <g key={step.label}>
              <text x={0} y={y + BAR / 2 + 5}>
                {step.label}
              </text>
              <rect className="track" x={LABEL} y={y} width={room} height={BAR} rx={4} />
              <rect className="bar" x={LABEL} y={y} width={length} height={BAR} rx={4} />
              <text x={LABEL + room + 8} y={y + BAR / 2 + 5}>
                {step.count}
                {step.rate === null ? '' : ` (${percent(step.rate)})`}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption>{caption}</figcaption>
    </StyledFigure>
  );
}
