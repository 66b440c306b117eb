import type { PuzzleInput } from '@academy/contracts/office-rules';
import { contentApi } from '../../../lib/contentApi';

export interface PuzzleRow extends PuzzleInput {
  id: string;
}

export const puzzlesApi = contentApi<PuzzleRow, PuzzleInput>('puzzles');
