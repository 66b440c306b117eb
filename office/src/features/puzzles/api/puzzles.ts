import type { PuzzleInput } from '@academy/shared/office-rules';
import { contentApi } from '../../../lib/contentApi';

export interface PuzzleRow extends PuzzleInput {
  id: string;
}

export const puzzlesApi = contentApi<PuzzleRow, PuzzleInput>('puzzles');
