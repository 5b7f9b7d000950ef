#!/usr/bin/env bash
# Quick start 1: install everything, then run Wordreel on its embedded defaults (SQLite, local files,
# in-process jobs, mail to data/outbox). Prints the URL when ready. NODE_ENV is left unset (development),
# so credit purchases run in test mode (PAYMENT_PROVIDER, README Configuration).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
exec npm run start -w @wordreel/server --silent
