import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Button, ShareDialog, useConfig } from '@academy/shared';
import { ACHIEVEMENT_DETAIL_COPY as COPY } from '../../../content/achievementsCopy';
import { fillCopy } from '../../../lib/fillCopy';
import { useImageDownload } from '../hooks/useImageDownload';
import { ACHIEVEMENT_IMAGE, achievementImageUrl, isCertificate } from '../lib/achievement';
import type { Achievement } from '../lib/achievement';
import { StyledActions, StyledDetail, StyledDownloadError } from './styled';

/** One achievement: its title, the large picture, Share and Download. */
export function AchievementDetail({ achievement }: { achievement: Achievement }) {
  const { imageBaseUrl } = useConfig();
  const imageUrl = achievementImageUrl(imageBaseUrl, achievement.imageFile);
  const { status, download } = useImageDownload(imageUrl, achievement.imageFile);
  const [shareOpen, setShareOpen] = useState(false);
  // The router's path (not window.location) so the address is right under any router.
  const { pathname } = useLocation();
  const certificate = isCertificate(achievement);

  return (
    <StyledDetail>
      <h1>{achievement.title}</h1>
      {/* The certificate below prints the award large; the line stays for screen readers. */}
      <p className={certificate ? 'visually-hidden' : undefined}>{achievement.subtitle}</p>
      <StyledActions>
        <Button variant="outline" aria-haspopup="dialog" onClick={() => setShareOpen(true)}>
          {COPY.share}
        </Button>
        <Button busy={status === 'downloading'} busyLabel={COPY.downloading} onClick={() => void download()}>
          {COPY.download}
        </Button>
      </StyledActions>
      {status === 'failed' && <StyledDownloadError role="alert">{COPY.downloadFailed}</StyledDownloadError>}
      <img
        src={imageUrl}
        alt={fillCopy(COPY.imageAlt, { ...achievement })}
        width={ACHIEVEMENT_IMAGE.width}
        height={ACHIEVEMENT_IMAGE.height}
      />
      <ShareDialog
        open={shareOpen}
        onClose={() => setShareOpen(false)}
        url={shareOpen ? new URL(pathname, window.location.origin).href : ''}
        title={`${achievement.title}: ${achievement.subtitle}`}
      />
    </StyledDetail>
  );
}
