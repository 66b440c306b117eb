import type { AchievementInput, PuzzleInput, TournamentInput } from '@academy/contracts/office-rules';
import type { AchievementRecord, PuzzleRecord, TournamentRecord } from '@academy/contracts/records';
import { at } from '../store/queryRunner';
import type { QueryRunner } from '../store/queryRunner';
import { ACHIEVEMENT_COLUMNS, PUZZLE_COLUMNS, TOURNAMENT_COLUMNS, achievementOf, puzzleOf, tournamentOf } from '../store/recordRows';
import type { RecordRow } from '../store/recordRows';

// The content staff publish, item by item, as the office edits it: the same tables the public
// reads use, so the site shows a change on its next load. Ids: a tournament's is its number, a
// puzzle's its puzzle id (PZ-YYYYMMDD), an achievement's its own id.

export interface OfficeContent {
  listTournaments(): Promise<TournamentRecord[]>;
  addTournament(input: TournamentInput): Promise<TournamentRecord>;
  /** null when there is no such tournament. */
  updateTournament(id: number, input: TournamentInput): Promise<TournamentRecord | null>;
  deleteTournament(id: number): Promise<boolean>;
  /** Newest day first, future ones included. */
  listPuzzles(): Promise<PuzzleRecord[]>;
  /** 'day-taken' when another puzzle has that day. */
  addPuzzle(input: PuzzleInput): Promise<PuzzleRecord | 'day-taken'>;
  updatePuzzle(id: string, input: PuzzleInput): Promise<PuzzleRecord | null | 'day-taken'>;
  deletePuzzle(id: string): Promise<boolean>;
  listAchievements(): Promise<AchievementRecord[]>;
  findAchievement(id: string): Promise<AchievementRecord | null>;
  /** 'id-taken' when the id exists. */
  addAchievement(item: AchievementInput & { imageFile: string }): Promise<'added' | 'id-taken'>;
  updateAchievement(id: string, item: Omit<AchievementRecord, 'id'>): Promise<boolean>;
  deleteAchievement(id: string): Promise<boolean>;
  /** The gallery in the order `ids` gives; 'not-the-gallery' unless `ids` names every achievement once. */
  orderAchievements(ids: readonly string[]): Promise<'ordered' | 'not-the-gallery'>;
}

const puzzleArgs = (p: PuzzleInput): unknown[] => [p.day, p.question, p.optionA, p.optionB, p.optionC, p.optionD, p.answer, p.explanation];
const tournamentArgs = (t: TournamentInput): unknown[] => [t.name, at(t.startsAt), t.supportLink, t.groupALink, t.groupBLink];

export function createOfficeContent(db: QueryRunner): OfficeContent {
  const dayTaken = async (day: string, exceptId: string): Promise<boolean> =>
    (await db.all('SELECT 1 FROM puzzles WHERE day = ? AND puzzle_id <> ?', [day, exceptId])).length > 0;
  const findTournament = async (id: number) =>
    (await db.all<RecordRow>(`SELECT ${TOURNAMENT_COLUMNS} FROM tournaments WHERE id = ?`, [id])).map(tournamentOf)[0] ?? null;
  const findPuzzle = async (id: string) =>
    (await db.all<RecordRow>(`SELECT ${PUZZLE_COLUMNS} FROM puzzles WHERE puzzle_id = ?`, [id])).map(puzzleOf)[0] ?? null;
  const findAchievement = async (id: string) =>
    (await db.all<RecordRow>(`SELECT ${ACHIEVEMENT_COLUMNS} FROM achievements WHERE id = ?`, [id])).map(achievementOf)[0] ?? null;

  return {
    listTournaments: async () =>
      (await db.all<RecordRow>(`SELECT ${TOURNAMENT_COLUMNS} FROM tournaments ORDER BY starts_at, id`)).map(tournamentOf),
    addTournament: async (input) => {
      const [added] = await db.all<RecordRow>(
        `INSERT INTO tournaments (name, starts_at, support_link, group_a_link, group_b_link) VALUES (?, ?, ?, ?, ?)
         RETURNING ${TOURNAMENT_COLUMNS}`,
        tournamentArgs(input),
      );
      return tournamentOf(added ?? {});
    },
    updateTournament: async (id, input) => {
      const changed = await db.run(
        'UPDATE tournaments SET name = ?, starts_at = ?, support_link = ?, group_a_link = ?, group_b_link = ? WHERE id = ?',
        [...tournamentArgs(input), id],
      );
      return changed > 0 ? findTournament(id) : null;
    },
    deleteTournament: async (id) => (await db.run('DELETE FROM tournaments WHERE id = ?', [id])) > 0,

    listPuzzles: async () => (await db.all<RecordRow>(`SELECT ${PUZZLE_COLUMNS} FROM puzzles ORDER BY day DESC, puzzle_id`)).map(puzzleOf),
    addPuzzle: async (input) => {
      if (await dayTaken(input.day, '')) return 'day-taken';
      let id = `PZ-${input.day.replaceAll('-', '')}`;
      if (await findPuzzle(id)) id = `${id}-${Date.now().toString(36)}`;
      await db.run(
        `INSERT INTO puzzles (puzzle_id, day, question, option_a, option_b, option_c, option_d, answer, explanation)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [id, ...puzzleArgs(input)],
      );
      return { puzzleId: id, ...input };
    },
    updatePuzzle: async (id, input) => {
      if (await dayTaken(input.day, id)) return 'day-taken';
      const changed = await db.run(
        `UPDATE puzzles SET day = ?, question = ?, option_a = ?, option_b = ?, option_c = ?, option_d = ?, answer = ?,
         explanation = ? WHERE puzzle_id = ?`,
        [...puzzleArgs(input), id],
      );
      return changed > 0 ? { puzzleId: id, ...input } : null;
    },
    deletePuzzle: async (id) => (await db.run('DELETE FROM puzzles WHERE puzzle_id = ?', [id])) > 0,

    listAchievements: async () =>
      (await db.all<RecordRow>(`SELECT ${ACHIEVEMENT_COLUMNS} FROM achievements ORDER BY position, id`)).map(achievementOf),
    findAchievement,
    addAchievement: async (item) => {
      if (await findAchievement(item.id)) return 'id-taken';
      // A new achievement goes first in the gallery: the newest success is the one to show.
      await db.run(
        `INSERT INTO achievements (id, title, subtitle, image_file, position)
         VALUES (?, ?, ?, ?, (SELECT COALESCE(MIN(position), 1) - 1 FROM achievements))`,
        [item.id, item.title, item.subtitle, item.imageFile],
      );
      return 'added';
    },
    updateAchievement: async (id, item) =>
      (await db.run('UPDATE achievements SET title = ?, subtitle = ?, image_file = ? WHERE id = ?', [
        item.title,
        item.subtitle,
        item.imageFile,
        id,
      ])) > 0,
    deleteAchievement: async (id) => (await db.run('DELETE FROM achievements WHERE id = ?', [id])) > 0,
    orderAchievements: (ids) =>
      db.transaction(async (tx) => {
        const stored = (await tx.all<{ id: string }>('SELECT id FROM achievements')).map((row) => row.id);
        const given = new Set(ids);
        if (given.size !== ids.length || given.size !== stored.length || !stored.every((id) => given.has(id))) return 'not-the-gallery';
        for (const [index, id] of ids.entries()) await tx.run('UPDATE achievements SET position = ? WHERE id = ?', [index + 1, id]);
        return 'ordered';
      }),
  };
}
