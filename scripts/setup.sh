#!/usr/bin/env bash
# Installs what the extension needs to build, run and test: npm packages, and
# Chromium and Firefox ESR from the system's packages when missing (Debian/Ubuntu, as root).
set -euo pipefail
cd "$(dirname "$0")/.."

node_major=$(node -p 'process.versions.node.split(".")[0]')
node_minor=$(node -p 'process.versions.node.split(".")[1]')
if [ "$node_major" -lt 20 ] || { [ "$node_major" -eq 20 ] && [ "$node_minor" -lt 19 ]; }; then
  echo "Node $(node --version) is too old: use Node 20.19 or newer (20.x, 22.x and 24.x are supported)." >&2
  exit 1
fi

need_apt=()
if [ -z "${CHROMIUM_PATH:-}" ] && [ ! -x /usr/bin/chromium ] && [ ! -x /usr/bin/chromium-browser ]; then
  need_apt+=(chromium)
fi
# Debian's Chromium ships only the en-US UI locale; the German end-to-end test (languages.spec.ts) needs the others.
if [ -z "${CHROMIUM_PATH:-}" ] && [ -d /usr/lib/chromium/locales ] && [ ! -e /usr/lib/chromium/locales/de.pak ]; then
  need_apt+=(chromium-l10n)
elif [ -z "${CHROMIUM_PATH:-}" ] && [ ! -x /usr/bin/chromium ] && [ ! -x /usr/bin/chromium-browser ]; then
  need_apt+=(chromium-l10n)
fi
if [ "${WITH_FIREFOX:-1}" = 1 ] && [ -z "${FIREFOX_PATH:-}" ] && ! command -v firefox-esr >/dev/null && ! command -v firefox >/dev/null; then
  need_apt+=(firefox-esr)
fi
if [ "${WITH_XVFB:-0}" = 1 ] && [ -z "${DISPLAY:-}" ] && ! command -v xvfb-run >/dev/null; then
  need_apt+=(xvfb xauth)
fi
if [ ${#need_apt[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "Installing ${need_apt[*]} from the system's packages…"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need_apt[@]}" >/dev/null
  else
    echo "Missing: ${need_apt[*]}. Install them (e.g. 'sudo apt-get install ${need_apt[*]}'), or set CHROMIUM_PATH" >&2
    echo "and FIREFOX_PATH to the browsers to test with (for Chromium, 'npx playwright install chromium' also works" >&2
    echo "on a machine that can download browsers). Without Firefox, 'npm run test:firefox' (part of 'npm test') fails." >&2
    [ -n "${CHROMIUM_PATH:-}" ] || exit 1
  fi
fi

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi
