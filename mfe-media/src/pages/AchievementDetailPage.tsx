import { useParams } from 'react-router-dom';
import { AchievementDetailView } from '../features/achievements/components/AchievementDetailView';
import { StyledPage } from '../ui/PageLayout';

/** /achievements/:studentName: the parameter is matched against the achievement id. */
export default function AchievementDetailPage() {
  const { studentName } = useParams();
  return (
    <StyledPage>
      <AchievementDetailView id={studentName} />
    </StyledPage>
  );
}
