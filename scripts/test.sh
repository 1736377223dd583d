#!/usr/bin/env bash
# Installs everything, then runs every check and test: type-check, lint, format,
# unit tests, a release build and the end-to-end tests in real Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
npm test
