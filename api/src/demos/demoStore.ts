import type { FunnelRow } from '@academy/contracts/office-rules';
import type { QueryRunner } from '../store/queryRunner';
import { createDemoBookings } from './demoBookings';
import type { DemoBookings } from './demoBookings';
import { createDemoSlots } from './demoSlots';
import type { DemoSlots } from './demoSlots';
import { createOfficeDemoBookings } from './officeDemos';
import type { OfficeDemoBookings } from './officeDemos';
import { funnel } from './demoFunnel';
import type { FunnelQuery } from './demoFunnel';

// The free demo's repository over the store's one query runner: slots and their rules and days
// off, the parents' bookings, the desk's calendar, and the funnel.

export interface DemoStore extends DemoSlots, DemoBookings, OfficeDemoBookings {
  funnel(query: FunnelQuery): Promise<FunnelRow[]>;
}

export function createDemoStore(db: QueryRunner): DemoStore {
  return {
    ...createDemoSlots(db),
    ...createDemoBookings(db),
    ...createOfficeDemoBookings(db),
    funnel: (query) => funnel(db, query),
  };
}
