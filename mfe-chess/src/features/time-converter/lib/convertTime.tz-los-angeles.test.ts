import { LOCAL_ZONE, fromIst, toIst } from './convertTime';

// A browser in Los Angeles: "your time" follows its own daylight saving, through Date.

test('an IST time in the visitor’s own zone across the US change of 8 March 2026', () => {
  expect(fromIst({ date: '2026-03-07', time: '18:30' }, [])).toMatchObject({
    yours: { date: 'Sat 7 Mar 2026', time: '5:00 AM', offset: 'UTC−8' },
  });
  expect(fromIst({ date: '2026-03-08', time: '18:30' }, [])).toMatchObject({
    yours: { date: 'Sun 8 Mar 2026', time: '6:00 AM', offset: 'UTC−7' },
  });
});

test('the visitor’s own 1:30 AM on 1 November 2026 happens twice', () => {
  expect(toIst({ date: '2026-11-01', time: '01:30' }, LOCAL_ZONE)).toMatchObject({
    kind: 'twice',
    first: { ist: { time: '2:00 PM' } },
    second: { ist: { time: '3:00 PM' } },
  });
});
