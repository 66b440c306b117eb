import { officeApi } from './officeApi';

// The office's content calls (tournaments, puzzles, achievements) share one shape:
// GET {rows}, POST → 201 {id}, PUT /:id, DELETE /:id.

export function contentApi<Row extends { id: string }, Body>(kind: 'tournaments' | 'puzzles' | 'achievements') {
  const path = `/office/${kind}`;
  return {
    list: async (): Promise<Row[]> => (await officeApi.get<{ rows: Row[] }>(path)).data.rows,
    create: async (body: Body): Promise<string> => (await officeApi.post<{ id: string }>(path, body)).data.id,
    update: async (id: string, body: Body): Promise<void> => {
      await officeApi.put(`${path}/${encodeURIComponent(id)}`, body);
    },
    remove: async (id: string): Promise<void> => {
      await officeApi.delete(`${path}/${encodeURIComponent(id)}`);
    },
  };
}
