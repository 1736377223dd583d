import { execFileSync } from 'node:child_process';
import { E2E_API_ORIGIN, E2E_OUT_DIR } from './e2e-build';

/** Builds the extension the way a release is built, with the e2e API origin as its default. */
export default function globalSetup(): void {
  if (process.env.E2E_SKIP_BUILD === '1') return;
  execFileSync('npx', ['wxt', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, WXT_API_BASE_URL: E2E_API_ORIGIN, WXT_OUT_DIR: E2E_OUT_DIR },
  });
}
