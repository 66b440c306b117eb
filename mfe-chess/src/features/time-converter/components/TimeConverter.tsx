import { ACADEMY_ZONE, useClock } from '@academy/shared';
import { useState } from 'react';
import { useBrowserZone } from '../hooks/useBrowserZone';
import { FromIstPanel } from './FromIstPanel';
import { ToIstPanel } from './ToIstPanel';
import { moment } from '../lib/zonedMoment';
import { StyledPanels } from './styled';

/** Both directions side by side (stacked on phones), starting from today's date in India. */
export function TimeConverter() {
  const clock = useClock();
  const [today] = useState(() => moment.tz(clock.now(), ACADEMY_ZONE).format('YYYY-MM-DD'));
  const localZone = useBrowserZone();
  return (
    <StyledPanels>
      <FromIstPanel today={today} localZone={localZone} />
      <ToIstPanel today={today} localZone={localZone} />
    </StyledPanels>
  );
}
