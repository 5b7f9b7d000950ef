export function HomePage() {
  return (
    <main>
      <h1>Wordreel</h1>
    </main>
  );
}
