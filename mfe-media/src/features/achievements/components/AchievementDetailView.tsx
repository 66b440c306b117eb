import { useCallback } from 'react';
import { Button, LoadingBlock, OfflineAsOf, PageMeta, ROUTE_META, useConfig } from '@academy/shared';
import { ACHIEVEMENT_DETAIL_COPY as COPY } from '../../../content/achievementsCopy';
import { useAchievements } from '../hooks/useAchievements';
import { achievementImageUrl, achievementPath, findAchievement } from '../lib/achievement';
import { AchievementDetail } from './AchievementDetail';
import { StyledActions, StyledBackLink, StyledStateBlock } from './styled';

/** The achievement whose id is `id`: loading, found (offline: the copy last fetched, saying when), not found, or failed with a retry. */
export function AchievementDetailView({ id }: { id: string | undefined }) {
  const onError = useCallback((error: unknown) => console.error(COPY.fetchFailedLog, error), []);
  const state = useAchievements(onError);
  const { imageBaseUrl } = useConfig();
  const back = <StyledBackLink to="/achievements">← {COPY.backToGallery}</StyledBackLink>;

  if (state.status === 'loading') return <LoadingBlock label={COPY.loading} />;
  const fallbackMeta = <PageMeta title={ROUTE_META.achievements.title} description={ROUTE_META.achievements.description} />;
  if (state.status === 'failed') {
    return (
      <StyledStateBlock>
        {fallbackMeta}
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
        {fallbackMeta}
        <h1>{COPY.notFoundTitle}</h1>
        <p>{COPY.notFound}</p>
        {back}
      </StyledStateBlock>
    );
  }
  return (
    <>
      <PageMeta
        title={achievement.title}
        description={achievement.subtitle || ROUTE_META.achievements.description}
        path={achievementPath(achievement.id)}
        image={achievementImageUrl(imageBaseUrl, achievement.imageFile)}
        parents={[ROUTE_META.achievements]}
      />
      {back}
      <OfflineAsOf what={COPY.kept} asOf={state.offlineAsOf} />
      <AchievementDetail achievement={achievement} />
    </>
  );
}
