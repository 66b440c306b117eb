import type { AchievementInput, PuzzleInput, TournamentInput } from '@academy/contracts/office-rules';
import { deriveContentCells } from '../store/sheetColumns';
import type { QueryRunner } from './officeStore';

// The content sheets, item by item, as the office edits them. Rows keep the public sheet's
// columns (and the derived ones the public routes sort and filter by), so the public site
// shows a change on its next load. Ids: a tournament's is its row's seq, a puzzle's its
// puzzle_id, an achievement's its own id.

export type TournamentItem = TournamentInput & { id: string };
export type PuzzleItem = PuzzleInput & { id: string };
export type AchievementItem = AchievementInput & { imageFile: string };

export interface OfficeContent {
  listTournaments(): Promise<TournamentItem[]>;
  addTournament(input: TournamentInput): Promise<string>;
  /** false when there is no such tournament. */
  updateTournament(id: string, input: TournamentInput): Promise<boolean>;
  deleteTournament(id: string): Promise<boolean>;
  listPuzzles(): Promise<PuzzleItem[]>;
  /** 'date-taken' when another puzzle has that date. */
  addPuzzle(input: PuzzleInput): Promise<string | 'date-taken'>;
  updatePuzzle(id: string, input: PuzzleInput): Promise<boolean | 'date-taken'>;
  deletePuzzle(id: string): Promise<boolean>;
  listAchievements(): Promise<AchievementItem[]>;
  findAchievement(id: string): Promise<AchievementItem | null>;
  /** 'id-taken' when the id exists. */
  addAchievement(item: AchievementItem): Promise<'added' | 'id-taken'>;
  updateAchievement(id: string, item: Omit<AchievementItem, 'id'>): Promise<boolean>;
  deleteAchievement(id: string): Promise<boolean>;
}

const tournamentRow = (t: TournamentInput): string[] => [t.start, t.support, t.groupA, t.groupB];
const puzzleCells = (p: PuzzleInput): string[] => [
  p.question, p.optionA, p.optionB, p.optionC, p.optionD, p.answer, p.explanation,
];

export function createOfficeContent(db: QueryRunner): OfficeContent {
  const startsAt = (start: string): string => deriveContentCells('tournaments', [start])[0] ?? '';
  const dayOf = (date: string): string => deriveContentCells('puzzles', [date])[0] ?? '';
  const dateTaken = async (date: string, exceptId: string): Promise<boolean> =>
    (await db.all('SELECT 1 FROM puzzles WHERE day = ? AND puzzle_id <> ?', [dayOf(date), exceptId])).length > 0;

  return {
    listTournaments: async () =>
      (
        await db.all<Record<string, string | number>>(
          'SELECT seq, ist_start, support_link, group_a_link, group_b_link FROM tournaments ORDER BY starts_at, seq',
        )
      ).map((r) => ({
        id: String(r.seq), start: String(r.ist_start), support: String(r.support_link),
        groupA: String(r.group_a_link), groupB: String(r.group_b_link),
      })),
    addTournament: async (input) => {
      const [added] = await db.all<{ seq: number | string }>(
        `INSERT INTO tournaments (ist_start, support_link, group_a_link, group_b_link, starts_at)
         VALUES (?, ?, ?, ?, ?) RETURNING seq`,
        [...tournamentRow(input), startsAt(input.start)],
      );
      return String(added?.seq);
    },
    updateTournament: async (id, input) =>
      /^\d+$/.test(id) &&
      (await db.run(
        'UPDATE tournaments SET ist_start = ?, support_link = ?, group_a_link = ?, group_b_link = ?, starts_at = ? WHERE seq = ?',
        [...tournamentRow(input), startsAt(input.start), Number(id)],
      )) > 0,
    deleteTournament: async (id) => /^\d+$/.test(id) && (await db.run('DELETE FROM tournaments WHERE seq = ?', [Number(id)])) > 0,

    listPuzzles: async () =>
      (
        await db.all<Record<string, string>>(
          `SELECT date, puzzle_id, question, option_a, option_b, option_c, option_d, answer, explaination
           FROM puzzles ORDER BY day DESC, puzzle_id`,
        )
      ).map((r) => ({
        id: String(r.puzzle_id), date: String(r.date), question: String(r.question), optionA: String(r.option_a),
        optionB: String(r.option_b), optionC: String(r.option_c), optionD: String(r.option_d),
        answer: String(r.answer), explanation: String(r.explaination),
      })),
    addPuzzle: async (input) => {
      if (await dateTaken(input.date, '')) return 'date-taken';
      const day = dayOf(input.date);
      let id = `PZ-${day.replaceAll('-', '')}`;
      if ((await db.all('SELECT 1 FROM puzzles WHERE puzzle_id = ?', [id])).length > 0) {
        id = `${id}-${Date.now().toString(36)}`;
      }
      await db.run(
        `INSERT INTO puzzles (date, puzzle_id, question, option_a, option_b, option_c, option_d, answer, explaination, day)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [input.date, id, ...puzzleCells(input), day],
      );
      return id;
    },
    updatePuzzle: async (id, input) => {
      if (await dateTaken(input.date, id)) return 'date-taken';
      return (
        (await db.run(
          `UPDATE puzzles SET date = ?, question = ?, option_a = ?, option_b = ?, option_c = ?, option_d = ?, answer = ?,
           explaination = ?, day = ? WHERE puzzle_id = ?`,
          [input.date, ...puzzleCells(input), dayOf(input.date), id],
        )) > 0
      );
    },
    deletePuzzle: async (id) => (await db.run('DELETE FROM puzzles WHERE puzzle_id = ?', [id])) > 0,

    listAchievements: async () =>
      (await db.all<Record<string, string>>('SELECT id, title, subtitle, image_file FROM achievements ORDER BY seq')).map(
        (r) => ({ id: r.id ?? '', title: r.title ?? '', subtitle: r.subtitle ?? '', imageFile: r.image_file ?? '' }),
      ),
    findAchievement: async (id) => {
      const [r] = await db.all<Record<string, string>>('SELECT id, title, subtitle, image_file FROM achievements WHERE id = ?', [id]);
      return r ? { id: r.id ?? '', title: r.title ?? '', subtitle: r.subtitle ?? '', imageFile: r.image_file ?? '' } : null;
    },
    addAchievement: async (item) => {
      if ((await db.all('SELECT 1 FROM achievements WHERE id = ?', [item.id])).length > 0) return 'id-taken';
      await db.run('INSERT INTO achievements (id, title, subtitle, image_file) VALUES (?, ?, ?, ?)', [
        item.id, item.title, item.subtitle, item.imageFile,
      ]);
      return 'added';
    },
    updateAchievement: async (id, item) =>
      (await db.run('UPDATE achievements SET title = ?, subtitle = ?, image_file = ? WHERE id = ?', [
        item.title, item.subtitle, item.imageFile, id,
      ])) > 0,
    deleteAchievement: async (id) => (await db.run('DELETE FROM achievements WHERE id = ?', [id])) > 0,
  };
}
