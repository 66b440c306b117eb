import { ACADEMY_ZONE, useClock } from '@academy/shared';
import { useState } from 'react';
import { useBrowserZone } from '../hooks/useBrowserZone';
import { useFromIst } from '../hooks/useFromIst';
import { moment } from '../lib/zonedMoment';
import { FromIstPanel } from './FromIstPanel';
import { ServedZonesTable } from './ServedZonesTable';
import { ToIstPanel } from './ToIstPanel';
import { StyledPanels } from './styled';

/** Both directions, starting from today's date in India, and the served zones' table. */
export function TimeConverter() {
  const clock = useClock();
  const [today] = useState(() => moment.tz(clock.now(), ACADEMY_ZONE).format('YYYY-MM-DD'));
  const localZone = useBrowserZone();
  const fromIstState = useFromIst(today);
  return (
    <StyledPanels>
      <FromIstPanel state={fromIstState} localZone={localZone} />
      <ToIstPanel today={today} localZone={localZone} />
      <ServedZonesTable state={fromIstState} />
    </StyledPanels>
  );
}
