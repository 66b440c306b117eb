import { useMemo, useState } from 'react';
import { SERVED_COUNTRIES } from '@academy/shared';
import { fromIst } from '../lib/convertTime';

const ROWS = SERVED_COUNTRIES.flatMap((country) => country.zones.map((zone) => ({ country: country.name, ...zone })));

/** What the first panel holds (the IST date and time typed) and what it gives. */
export function useFromIst(today: string) {
  const [date, setDate] = useState(today);
  const [time, setTime] = useState('18:00');
  const result = useMemo(() => fromIst({ date, time }, ROWS), [date, time]);
  return { date, setDate, time, setTime, result };
}

export type FromIstState = ReturnType<typeof useFromIst>;
