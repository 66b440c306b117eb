export default function HomePage() {
  return <h1>Learn Online with GFI Classes</h1>;
}
