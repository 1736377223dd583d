import { resolve } from 'node:path';

/** The local API's port in end-to-end runs: the e2e build grants this origin only. */
export const E2E_API_PORT = Number(process.env.E2E_API_PORT ?? 8788);
export const E2E_API_ORIGIN = `http://127.0.0.1:${E2E_API_PORT}`;
/** Where the e2e build goes (never over a release build in .output/). */
export const E2E_OUT_DIR = resolve(process.env.E2E_OUT_DIR ?? '.output/e2e');
export const E2E_EXTENSION_DIR = resolve(E2E_OUT_DIR, 'chrome-mv3');
