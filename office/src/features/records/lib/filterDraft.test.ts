import { OFFICE_DAY_MESSAGE, OFFICE_DAY_ORDER_MESSAGE } from '@academy/contracts/office-rules';
import { appliedCount, draftOf, readDraft } from './filterDraft';

const typed = (from: string, to = '') => readDraft({ q: '', view: '', course: '', status: '', from, to });

test('a day typed DD/MM/YYYY travels as YYYY-MM-DD, and back for the form', () => {
  expect(typed('25/11/2026', '1/12/2026')).toEqual({
    filters: { q: '', view: '', course: '', status: '', from: '2026-11-25', to: '2026-12-01' },
    problems: {},
  });
  expect(draftOf({ q: '', view: '', course: '', status: '', from: '2026-11-25', to: '' }).from).toBe('25/11/2026');
});

test('a day typed without its slashes, or one not on the calendar, says how to type it', () => {
  expect(typed('25112026').problems).toEqual({ from: OFFICE_DAY_MESSAGE });
  expect(typed('', '31/02/2026').problems).toEqual({ to: OFFICE_DAY_MESSAGE });
  expect(typed('29/02/2028').problems).toEqual({});
});

test('From later than To says so; the same day for both is one day', () => {
  expect(typed('26/11/2026', '25/11/2026').problems).toEqual({ from: OFFICE_DAY_ORDER_MESSAGE });
  expect(typed('25/11/2026', '25/11/2026').problems).toEqual({});
});

test('the applied filters are counted for the folded filters: a blank or spaces is none', () => {
  expect(appliedCount({ q: '', view: '', course: '', status: '', from: '', to: '' })).toBe(0);
  expect(appliedCount({ q: 'GFI1', view: 'my-due', course: ' ', status: '', from: '2026-11-25', to: '' })).toBe(3);
});
