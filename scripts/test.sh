#!/usr/bin/env bash
# Quick start 2: install everything, then run the whole test suite (format, lint, types, unit and
# route tests on SQLite and PostgreSQL, Redis adapters, Playwright e2e in Chromium).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
# PostgreSQL and Redis for the scale-out suites: installed (apt) and started by the project itself.
bash scripts/services.sh
npm test
