// `npm run api`: the local Web Search API for demos and manual testing.
import { startSearchApi } from './server';

const DEFAULT_PORT = 8787;
const DEMO_KEY = 'demo-key-local';
const DEMO_CREDITS = 10_000;

function portFromEnvironment(): number {
  const raw = process.env.SEARCH_API_PORT;
  if (raw === undefined || raw === '') return DEFAULT_PORT;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`SEARCH_API_PORT must be a port number, got "${raw}"`);
  }
  return port;
}

async function main(): Promise<void> {
  const api = await startSearchApi({ port: portFromEnvironment(), keys: { [DEMO_KEY]: DEMO_CREDITS } });
  console.log(`Local Web Search API listening on ${api.url}`);
  console.log(`  endpoint: POST ${api.url}/v1/search`);
  console.log(`  API key:  ${DEMO_KEY} (${DEMO_CREDITS.toLocaleString('en')} credits)`);
  console.log('Press Ctrl+C to stop.');

  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    api.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Failed to close the server:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
