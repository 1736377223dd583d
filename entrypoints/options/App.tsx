export function App() {
  return <main>Settings</main>;
}
