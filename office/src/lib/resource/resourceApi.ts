import { officeApi } from '../officeApi';

// The one API helper of the office's content kinds: each is `/office/<kind>`, GET → {<kind>:
// records}, POST → 201, PUT /:id, DELETE /:id. The list is read with its contract's schema
// (`read`), so the pages hold typed records. A body is JSON, or multipart FormData for a kind
// with an image.

export type ContentKind = 'tournaments' | 'puzzles' | 'achievements' | 'teachers' | 'fees';

export interface ResourceApi<Item, Body> {
  kind: ContentKind;
  list: () => Promise<Item[]>;
  create: (body: Body) => Promise<void>;
  update: (id: string | number, body: Body) => Promise<void>;
  remove: (id: string | number) => Promise<void>;
}

/** The address of a content kind, and of one of its items. */
export const contentPath = (kind: ContentKind, id?: string | number): string =>
  id === undefined ? `/office/${kind}` : `/office/${kind}/${encodeURIComponent(String(id))}`;

export function resourceApi<Item, Body>(kind: ContentKind, read: (data: unknown) => Item[]): ResourceApi<Item, Body> {
  return {
    kind,
    list: async () => read((await officeApi.get<unknown>(contentPath(kind))).data),
    create: async (body) => {
      await officeApi.post(contentPath(kind), body);
    },
    update: async (id, body) => {
      await officeApi.put(contentPath(kind, id), body);
    },
    remove: async (id) => {
      await officeApi.delete(contentPath(kind, id));
    },
  };
}

/**
 * A multipart body: the form's text fields as typed (the shared rule reads them again on the
 * server), and the image when one is chosen (optional on an edit).
 */
export function multipart(fields: Readonly<Record<string, string>>, image: File | null): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (image) body.append('image', image, image.name);
  return body;
}
