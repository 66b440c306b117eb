export default function AchievementsPage() {
  return <h1>Achievements</h1>;
}
