import { useCallback } from 'react';
import { Button, LoadingBlock } from '@academy/shared';
import { ACHIEVEMENT_DETAIL_COPY as COPY } from '../../../content/achievementsCopy';
import { useAchievements } from '../hooks/useAchievements';
import { findAchievement } from '../lib/achievement';
import { AchievementDetail } from './AchievementDetail';
import { StyledActions, StyledBackLink, StyledStateBlock } from './styled';

/** The achievement whose id is `id`: loading, found, not found, or failed with a retry. */
export function AchievementDetailView({ id }: { id: string | undefined }) {
  const onError = useCallback((error: unknown) => console.error(COPY.fetchFailedLog, error), []);
  const state = useAchievements(onError);
  const back = <StyledBackLink to="/achievements">← {COPY.backToGallery}</StyledBackLink>;

  if (state.status === 'loading') return <LoadingBlock label={COPY.loading} />;
  if (state.status === 'failed') {
    return (
      <StyledStateBlock>
        <h1>{COPY.fetchFailedTitle}</h1>
        <p role="alert">{COPY.fetchFailed}</p>
        <StyledActions>
          <Button onClick={state.reload}>{COPY.retry}</Button>
        </StyledActions>
        {back}
      </StyledStateBlock>
    );
  }
  const achievement = findAchievement(state.achievements, id);
  if (!achievement) {
    return (
      <StyledStateBlock>
        <h1>{COPY.notFoundTitle}</h1>
        <p>{COPY.notFound}</p>
        {back}
      </StyledStateBlock>
    );
  }
  return (
    <>
      {back}
      <AchievementDetail achievement={achievement} />
    </>
  );
}
