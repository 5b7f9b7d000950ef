#!/usr/bin/env bash
# Quick start 2: install everything, then run the whole test suite (format, lint, types, unit and
# route tests on SQLite and PostgreSQL, Redis adapters, Playwright e2e in Chromium).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
if [ -x ../shared/env/services.sh ] || [ -f ../shared/env/services.sh ]; then
  bash ../shared/env/services.sh
fi
npm test
