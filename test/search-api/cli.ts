// `npm run api`: the local Web Search API for demos and manual testing.
// `npm run api -- --live` (or SEARCH_API_MODE=live) answers the way the live service does.
// `npm run api -- --tls` (or SEARCH_API_TLS=1) also serves the pictures over https, so they show.
import { startSearchApi, type ApiMode } from './server';
import { RECORDINGS } from './recordings';
import { SEARCH_TYPES } from './search-types';

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

function tlsFromArguments(): boolean {
  return process.argv.includes('--tls') || ['1', 'true'].includes(process.env.SEARCH_API_TLS ?? '');
}

async function main(): Promise<void> {
  const mode = modeFromArguments();
  const tls = tlsFromArguments();
  const api = await startSearchApi({ port: portFromEnvironment(), keys: { [DEMO_KEY]: DEMO_CREDITS }, mode, tls });
  console.log(`Local Web Search API listening on ${api.url}`);
  console.log(`  endpoint: POST ${api.url}/v1/search (resultType: news, images, videos, places, shopping; page)`);
  console.log(`  API key:  ${DEMO_KEY} (${DEMO_CREDITS.toLocaleString('en')} credits)`);
  if (api.tlsUrl) {
    console.log(`  pictures: ${api.tlsUrl}/thumbs/… (self-signed, test/search-api/tls/; trust it or allow it once)`);
  } else {
    console.log(`  pictures: ${api.url}/thumbs/… over http, which the extension will not load (start with --tls)`);
  }
  if (mode === 'live') {
    console.log('  mode:     live — answers like the live service (no status, 403/400 errors), and also on');
    console.log(
      `            POST ${SEARCH_TYPES.map((type) => `/${type}`).join(', ')} (X-API-KEY, q, num, tbs, page…)`,
    );
    console.log('            and GET /account (the balance); these get bodies recorded from it:');
    const recorded = new Map<string, number>();
    for (const recording of RECORDINGS) {
      const filter = recording.tbs ? ` (tbs ${recording.tbs})` : '';
      const line = `${recording.endpoint.padEnd(9)} ${recording.query}${filter}`;
      recorded.set(line, (recorded.get(line) ?? 0) + 1);
    }
    for (const [line, count] of recorded)
      console.log(`              ${line}${count > 1 ? ` (${count} recordings, in turn)` : ''}`);
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
