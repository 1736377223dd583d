/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Build-time default for the API base URL; its origin is the only host the manifest grants. */
  readonly WXT_API_BASE_URL?: string;
  /** Demo key seeded into `wxt` dev runs only (see scripts/demo.sh); never read in production builds. */
  readonly WXT_DEMO_API_KEY?: string;
}
