import { officeApi } from './officeApi';

// The office's content calls (tournaments, puzzles, achievements, teachers) share one shape:
// GET → {<kind>: records}, POST → 201, PUT /:id, DELETE /:id. The list is read with its
// contract's schema (`read`), so the pages hold typed records.

export function contentApi<Item, Body>(kind: 'tournaments' | 'puzzles' | 'achievements' | 'teachers', read: (data: unknown) => Item[]) {
  const path = `/office/${kind}`;
  const itemPath = (id: string | number) => `${path}/${encodeURIComponent(String(id))}`;
  return {
    list: async (): Promise<Item[]> => read((await officeApi.get<unknown>(path)).data),
    create: async (body: Body): Promise<void> => {
      await officeApi.post(path, body);
    },
    update: async (id: string | number, body: Body): Promise<void> => {
      await officeApi.put(itemPath(id), body);
    },
    remove: async (id: string | number): Promise<void> => {
      await officeApi.delete(itemPath(id));
    },
  };
}
