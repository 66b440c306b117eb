import type { NavItem } from '../content/navigation';

/** Whether a nav item is the current page: its path (exactly, with `end`) or one it is also marked on. */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (item.alsoActiveOn?.includes(path)) return true;
  if (item.end || item.to === '/') return path === item.to;
  if (item.to === '/courses' && path === '/courses/chess/tournament') return false;
  return path === item.to || path.startsWith(`${item.to}/`);
}
