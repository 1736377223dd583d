// `npm run api`: the local Web Search API for demos and manual testing.
// `npm run api -- --live` (or SEARCH_API_MODE=live) answers the way the live service does.
import { startSearchApi, type ApiMode } from './server';
import { SEARCH_RECORDINGS } from './recordings';

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

function modeFromArguments(): ApiMode {
  const mode = process.argv.includes('--live') ? 'live' : (process.env.SEARCH_API_MODE ?? 'spec');
  if (mode !== 'spec' && mode !== 'live') throw new Error(`SEARCH_API_MODE must be spec or live, got "${mode}"`);
  return mode;
}

async function main(): Promise<void> {
  const mode = modeFromArguments();
  const api = await startSearchApi({ port: portFromEnvironment(), keys: { [DEMO_KEY]: DEMO_CREDITS }, mode });
  console.log(`Local Web Search API listening on ${api.url}`);
  console.log(`  endpoint: POST ${api.url}/v1/search`);
  console.log(`  API key:  ${DEMO_KEY} (${DEMO_CREDITS.toLocaleString('en')} credits)`);
  if (mode === 'live') {
    console.log('  mode:     live — answers like the live service (no status, 403/400 errors);');
    console.log('            these queries get bodies recorded from it:');
    for (const recording of SEARCH_RECORDINGS) console.log(`              ${recording.query}`);
  } else {
    console.log("  mode:     spec — answers as the spec reads (start with --live for the live service's ways)");
  }
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
