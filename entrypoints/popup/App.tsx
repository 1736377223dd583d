export function App() {
  return <main>Search the web</main>;
}
