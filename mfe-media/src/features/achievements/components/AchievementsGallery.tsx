import { useCallback } from 'react';
import { Button, EmptyState, LoadingBlock, OfflineAsOf, Toast, useTimedMessage } from '@academy/shared';
import { ACHIEVEMENTS_COPY } from '../../../content/achievementsCopy';
import { useAchievements } from '../hooks/useAchievements';
import { AchievementCard } from './AchievementCard';
import { StyledGrid } from './styled';

/** How long the load-failure toast stays. */
const LOAD_ERROR_TOAST_MS = 5000;

/** The gallery: a spinner, then the cards, the empty message, or the failure toast and a retry. */
export function AchievementsGallery() {
  const toast = useTimedMessage(LOAD_ERROR_TOAST_MS);
  const { show } = toast;
  const onError = useCallback(
    (error: unknown) => {
      console.error(ACHIEVEMENTS_COPY.loadFailedToast, error);
      show(ACHIEVEMENTS_COPY.loadFailedToast);
    },
    [show],
  );
  const state = useAchievements(onError);

  return (
    <>
      {toast.message && <Toast tone="error">{toast.message}</Toast>}
      {state.status === 'loading' && <LoadingBlock label={ACHIEVEMENTS_COPY.loading} />}
      {state.status === 'failed' && (
        <EmptyState action={<Button onClick={state.reload}>{ACHIEVEMENTS_COPY.retry}</Button>}>{ACHIEVEMENTS_COPY.loadFailed}</EmptyState>
      )}
      {state.status === 'loaded' && <OfflineAsOf what={ACHIEVEMENTS_COPY.kept} asOf={state.offlineAsOf} />}
      {state.status === 'loaded' && state.achievements.length === 0 && <EmptyState>{ACHIEVEMENTS_COPY.empty}</EmptyState>}
      {state.status === 'loaded' && state.achievements.length > 0 && (
        <StyledGrid aria-label={ACHIEVEMENTS_COPY.title}>
          {state.achievements.map((achievement) => (
            <li key={achievement.id}>
              <AchievementCard achievement={achievement} />
            </li>
          ))}
        </StyledGrid>
      )}
    </>
  );
}
