import type { OfficeRecordKind } from '@academy/contracts/office-rules';

// Views staff name and get back in one click: a list's filters and order, kept as the query of
// its URL, in this browser's storage under the signed-in e-mail, so two people sharing a desk
// computer each keep their own. Nothing goes to the server.

export interface SavedView {
  name: string;
  /** The list's URL query without its page: `view=mine&sort=name&dir=asc`. */
  query: string;
}

export const SAVED_VIEW_NAME_MAX = 60;
const isSavedView = (value: unknown): value is SavedView => {
  const view = value as Partial<SavedView> | null;
  return (
    typeof view?.name === 'string' &&
    view.name.length > 0 &&
    view.name.length <= SAVED_VIEW_NAME_MAX &&
    typeof view.query === 'string' &&
    view.query.length <= 2000
  );
};

const storageKey = (email: string, kind: OfficeRecordKind): string => `office.savedViews.${kind}.${email.toLowerCase()}`;

/** The views `email` saved for the list, in the order saved; none when storage holds nothing readable. */
export function readSavedViews(storage: Storage, email: string, kind: OfficeRecordKind): SavedView[] {
  try {
    const read: unknown = JSON.parse(storage.getItem(storageKey(email, kind)) ?? '[]');
    return Array.isArray(read) && read.every(isSavedView) ? read : [];
  } catch {
    return [];
  }
}

const write = (storage: Storage, email: string, kind: OfficeRecordKind, views: SavedView[]): SavedView[] => {
  storage.setItem(storageKey(email, kind), JSON.stringify(views));
  return views;
};

const sameName = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Saves a view under its name (trimmed); one of the same name, case aside, is replaced in place. */
export function saveView(storage: Storage, email: string, kind: OfficeRecordKind, view: SavedView): SavedView[] {
  const saved = { name: view.name.trim().slice(0, SAVED_VIEW_NAME_MAX), query: view.query };
  const views = readSavedViews(storage, email, kind);
  const at = views.findIndex((existing) => sameName(existing.name, saved.name));
  return write(storage, email, kind, at === -1 ? [...views, saved] : views.map((existing, index) => (index === at ? saved : existing)));
}

export function deleteView(storage: Storage, email: string, kind: OfficeRecordKind, name: string): SavedView[] {
  return write(
    storage,
    email,
    kind,
    readSavedViews(storage, email, kind).filter((view) => !sameName(view.name, name)),
  );
}

/** The query a view keeps: the URL's, its page left out (a view opens on its first page). */
export function viewQuery(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('page');
  return params.toString();
}
