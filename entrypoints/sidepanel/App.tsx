export function App() {
  return <main>Search results</main>;
}
