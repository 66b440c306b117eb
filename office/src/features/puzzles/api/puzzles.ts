import { officePuzzlesSchema } from '@academy/contracts/records';
import type { PuzzleRecord } from '@academy/contracts/records';
import type { PuzzleInput } from '@academy/contracts/office-rules';
import { contentApi } from '../../../lib/contentApi';

export const puzzlesApi = contentApi<PuzzleRecord, PuzzleInput>('puzzles', (data) => officePuzzlesSchema.parse(data).puzzles);
