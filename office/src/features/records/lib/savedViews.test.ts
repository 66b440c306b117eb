import { deleteView, readSavedViews, saveView, viewQuery } from './savedViews';

beforeEach(() => localStorage.clear());

test('a view is saved per signed-in e-mail and per list, and read back in the order saved', () => {
  saveView(localStorage, 'desk@academy.example', 'registrations', { name: 'My demos', query: 'view=mine&status=demo-booked' });
  saveView(localStorage, 'desk@academy.example', 'registrations', { name: ' Chess by name ', query: 'course=Chess&sort=name&dir=asc' });
  expect(readSavedViews(localStorage, 'Desk@Academy.example', 'registrations')).toEqual([
    { name: 'My demos', query: 'view=mine&status=demo-booked' },
    { name: 'Chess by name', query: 'course=Chess&sort=name&dir=asc' },
  ]);
  expect(readSavedViews(localStorage, 'coach@academy.example', 'registrations')).toEqual([]);
  expect(readSavedViews(localStorage, 'desk@academy.example', 'applications')).toEqual([]);
});

test('saving under a name already used replaces that view in place; deleting takes it away', () => {
  saveView(localStorage, 'desk@academy.example', 'registrations', { name: 'Mine', query: 'view=mine' });
  saveView(localStorage, 'desk@academy.example', 'registrations', { name: 'Today', query: 'from=2026-11-25&to=2026-11-25' });
  saveView(localStorage, 'desk@academy.example', 'registrations', { name: 'mine', query: 'view=mine&sort=name&dir=asc' });
  expect(readSavedViews(localStorage, 'desk@academy.example', 'registrations')).toEqual([
    { name: 'mine', query: 'view=mine&sort=name&dir=asc' },
    { name: 'Today', query: 'from=2026-11-25&to=2026-11-25' },
  ]);
  expect(deleteView(localStorage, 'desk@academy.example', 'registrations', 'MINE')).toEqual([
    { name: 'Today', query: 'from=2026-11-25&to=2026-11-25' },
  ]);
  expect(readSavedViews(localStorage, 'desk@academy.example', 'registrations')).toHaveLength(1);
});

test('what storage holds that is no list of views reads as none', () => {
  localStorage.setItem('office.savedViews.registrations.desk@academy.example', '{not json');
  expect(readSavedViews(localStorage, 'desk@academy.example', 'registrations')).toEqual([]);
  localStorage.setItem('office.savedViews.registrations.desk@academy.example', JSON.stringify([{ name: '' }]));
  expect(readSavedViews(localStorage, 'desk@academy.example', 'registrations')).toEqual([]);
});

test("a view keeps the list's filters and order, not its page", () => {
  expect(viewQuery('?q=Meera&sort=name&dir=desc&page=3')).toBe('q=Meera&sort=name&dir=desc');
});
