import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@academy/contracts/records';
import type { AchievementList, PuzzleList, TournamentList } from '@academy/contracts/records';
import type { Store } from '../store/Store';
import { ddmmyyyyToIso, isoDay } from '../lib/calendarDate';
import { istToUtc } from '../lib/istTime';

// The site's typed reads: tournaments, puzzles and achievements as records, instants in UTC.
// (Served from today's sheet-shaped store until the store keeps records itself.)

const DAY_MS = 86_400_000;
const linkOrNull = (cell: string | undefined): string | null => (cell && cell !== '-' ? cell : null);

export function registerRecordReadRoutes(app: FastifyInstance, store: Store, now: () => Date): void {
  app.get(API_PATHS.tournaments, async (): Promise<TournamentList> => {
    const rows = await store.readSheet('tournaments');
    return {
      tournaments: rows.flatMap((row, index) => {
        const startsAt = istToUtc(row[0] ?? '');
        if (!startsAt) return [];
        return [{
          id: index + 1, startsAt: startsAt.toISOString(),
          supportLink: linkOrNull(row[1]), groupALink: linkOrNull(row[2]), groupBLink: linkOrNull(row[3]),
        }];
      }),
    };
  });

  app.get(API_PATHS.puzzles, async (): Promise<PuzzleList> => {
    const rows = await store.readPuzzlesUpTo(isoDay(new Date(now().getTime() + DAY_MS)));
    return {
      puzzles: rows.map(([date = '', puzzleId = '', question = '', optionA = '', optionB = '', optionC = '', optionD = '', answer = '', explanation = '']) => ({
        puzzleId, day: ddmmyyyyToIso(date) ?? '', question, optionA, optionB, optionC, optionD, answer, explanation,
      })),
    };
  });

  app.get(API_PATHS.achievements, async (): Promise<AchievementList> => ({
    achievements: (await store.readSheet('achievements')).map(([id = '', title = '', subtitle = '', imageFile = '']) => ({ id, title, subtitle, imageFile })),
  }));
}
