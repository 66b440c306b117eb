import { officeTournamentsSchema } from '@academy/contracts/records';
import type { TournamentRecord } from '@academy/contracts/records';
import type { TournamentInput } from '@academy/contracts/office-rules';
import { contentApi } from '../../../lib/contentApi';

export const tournamentsApi = contentApi<TournamentRecord, TournamentInput>(
  'tournaments',
  (data) => officeTournamentsSchema.parse(data).tournaments,
);
