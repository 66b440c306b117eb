export default function CareersPage() {
  return <h1>Current Openings</h1>;
}
