import { useCallback, useState } from 'react';
import { downloadAchievementImage } from '../api/downloadAchievementImage';

export type DownloadStatus = 'idle' | 'downloading' | 'failed';

/** The Download button's state: busy while the picture is fetched, failed if it could not be. */
export function useImageDownload(imageUrl: string, fileName: string) {
  const [status, setStatus] = useState<DownloadStatus>('idle');
  const download = useCallback(async () => {
    setStatus('downloading');
    try {
      await downloadAchievementImage(imageUrl, fileName);
      setStatus('idle');
    } catch (error) {
      console.error('Could not download the achievement picture:', error);
      setStatus('failed');
    }
  }, [imageUrl, fileName]);
  return { status, download };
}
