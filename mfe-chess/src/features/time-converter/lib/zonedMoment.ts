import moment from 'moment-timezone/moment-timezone';
import { ZONE_PACK } from './zonePack.generated';

// moment-timezone's core with only the served zones (zonePack.generated.ts, made by
// scripts/pack-zones.mjs), never the full data set.
for (const packed of ZONE_PACK.zones) {
  const name = packed.slice(0, packed.indexOf('|'));
  if (!moment.tz.zone(name)) moment.tz.add(packed);
}
for (const link of ZONE_PACK.links) {
  const alias = link.slice(link.indexOf('|') + 1);
  if (!moment.tz.zone(alias)) moment.tz.link(link);
}

export { moment };
