export default function AchievementDetailPage() {
  return <h1>Achievement</h1>;
}
