import { useMemo } from 'react';
import styled from 'styled-components';
import { qrModules, qrPath } from '../lib/qrModules';

// Four modules of light margin: the quiet zone scanners need around the symbol.
const QUIET_ZONE = 4;

const StyledSvg = styled.svg`
  display: block;
  width: 100%;
  max-width: 16rem;
  height: auto;
  margin: 0 auto;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  shape-rendering: crispEdges;
  rect {
    fill: ${({ theme }) => theme.color.surfaceRaised};
  }
  path {
    fill: ${({ theme }) => theme.color.text};
  }
`;

/** A scannable QR code of `value`, drawn as one SVG path so it stays sharp at any size. */
export function QrCode({ value, label }: { value: string; label: string }) {
  const { side, path } = useMemo(() => {
    const modules = qrModules(value);
    return { side: modules.size + QUIET_ZONE * 2, path: qrPath(modules, QUIET_ZONE) };
  }, [value]);
  return (
    <StyledSvg role="img" aria-label={label} viewBox={`0 0 ${side} ${side}`} width={256} height={256}>
      <rect width={side} height={side} />
      <path d={path} />
    </StyledSvg>
  );
}
