#!/usr/bin/env bash
# Installs everything, starts the local search API (demo key set) and opens Chromium
# with the extension loaded through WXT's dev runner. Works without a display (xvfb).
set -euo pipefail
cd "$(dirname "$0")/.."
WITH_XVFB=1 WITH_FIREFOX=0 bash scripts/setup.sh

port="${SEARCH_API_PORT:-8787}"
export SEARCH_API_PORT="$port"
# In a process group of its own, so that stopping the demo (or a failed start) stops the API and
# every process npx and tsx started for it, not only the first.
setsid npx tsx test/search-api/cli.ts &
api_pid=$!
# Stopping returns only once the API no longer answers (a busy machine takes a moment to end its
# processes; its port must be free when the demo has stopped), and kills what is left after 5 s.
stop_api() {
  kill -- "-$api_pid" 2>/dev/null || return 0
  for _ in $(seq 1 50); do
    curl -s -o /dev/null --max-time 1 "http://127.0.0.1:$port/" || return 0
    sleep 0.1
  done
  kill -KILL -- "-$api_pid" 2>/dev/null || true
}
trap stop_api EXIT INT TERM
# Wait until the API answers; stop with a clear message if it could not start (e.g. the port is taken).
for _ in $(seq 1 50); do
  if ! kill -0 "$api_pid" 2>/dev/null; then
    echo "The local search API could not start on port $port (is it in use? set SEARCH_API_PORT=another port)." >&2
    exit 1
  fi
  curl -s -o /dev/null "http://127.0.0.1:$port/" && break
  sleep 0.2
done

export WXT_API_BASE_URL="http://127.0.0.1:$port"
export WXT_DEMO_API_KEY="demo-key-local"

if [ -z "${DISPLAY:-}" ]; then
  xvfb-run -a npx wxt
else
  npx wxt
fi
