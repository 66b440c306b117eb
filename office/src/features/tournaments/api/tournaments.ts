import type { TournamentInput } from '@academy/contracts/office-rules';
import { contentApi } from '../../../lib/contentApi';

export interface TournamentRow extends TournamentInput {
  id: string;
}

export const tournamentsApi = contentApi<TournamentRow, TournamentInput>('tournaments');
