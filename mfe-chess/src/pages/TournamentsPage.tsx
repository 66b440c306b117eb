export default function TournamentsPage() {
  return <h1>Chess Tournaments</h1>;
}
