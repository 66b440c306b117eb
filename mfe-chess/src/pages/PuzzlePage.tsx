export default function PuzzlePage() {
  return <h1>Daily Puzzle</h1>;
}
