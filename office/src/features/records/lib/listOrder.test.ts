import { ariaSortOf, nextOrder, orderOfParams, orderParams } from './listOrder';

test('a URL names the order; an unknown sort or direction is newest first, a sort without a direction ascending', () => {
  expect(orderOfParams(new URLSearchParams('sort=name&dir=desc'))).toEqual({ sort: 'name', dir: 'desc' });
  expect(orderOfParams(new URLSearchParams('sort=name'))).toEqual({ sort: 'name', dir: 'asc' });
  expect(orderOfParams(new URLSearchParams('sort=parent&dir=asc'))).toEqual({ sort: '', dir: 'desc' });
  expect(orderOfParams(new URLSearchParams('sort=name&dir=up'))).toEqual({ sort: '', dir: 'desc' });
  expect(orderOfParams(new URLSearchParams(''))).toEqual({ sort: '', dir: 'desc' });
});

test('pressing a heading sorts by it ascending, pressing it again turns it round; newest first is Received descending', () => {
  const newest = { sort: '' as const, dir: 'desc' as const };
  expect(ariaSortOf(newest, 'received')).toBe('descending');
  expect(ariaSortOf(newest, 'name')).toBe('none');
  expect(nextOrder(newest, 'received')).toEqual({ sort: 'received', dir: 'asc' });
  expect(nextOrder(newest, 'name')).toEqual({ sort: 'name', dir: 'asc' });
  expect(nextOrder({ sort: 'name', dir: 'asc' }, 'name')).toEqual({ sort: 'name', dir: 'desc' });
  expect(nextOrder({ sort: 'name', dir: 'desc' }, 'name')).toEqual({ sort: 'name', dir: 'asc' });
  expect(ariaSortOf({ sort: 'name', dir: 'desc' }, 'name')).toBe('descending');
  expect(orderParams(newest)).toEqual({});
  expect(orderParams({ sort: 'status', dir: 'asc' })).toEqual({ sort: 'status', dir: 'asc' });
});
