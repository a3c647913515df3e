#!/usr/bin/env bash
# `npm test`: every check of the project, in order. Installs or starts what the tests need when it is
# missing (scripts/setup-machine.sh), so a fresh machine only needs `npm ci && npm test`.
set -euo pipefail
cd "$(dirname "$0")/.."
# The project's own Node (the `node-linux-*` package, docs/runtime.md) runs everything below, whatever
# the system's Node is; npm puts it first on PATH already, this line covers `bash scripts/test.sh`.
export PATH="$PWD/node_modules/.bin:$PATH"
REPORTS="$(mktemp -d)"
export FORCE_COLOR=0 NO_COLOR=1

# Each step says when it starts (minutes:seconds since npm test began), so a slow CI run shows which step grew.
step() { printf '\n==> [%d:%02d] %s\n' $((SECONDS / 60)) $((SECONDS % 60)) "$*"; }
# Runs a step with a time limit: a step that hangs fails in minutes, not when CI's own limit stops
# everything without a word, and says what was still running. Each limit, in seconds, is at most twice
# what the step took on a fresh clone of the 2-core machine (docs/testing.md, "Step limits").
# vitest's reporter (scripts/slow-test-files-reporter.ts) names the files running for more than three
# minutes as it goes.
bounded() {
  local seconds=$1 rc=0 watchdog step_pid
  shift
  # A few seconds before the limit, what is still running (the step's processes are gone after it).
  # Its sleep holds no copy of the output, so nothing left behind could keep a reader of it waiting.
  (sleep $((seconds - 5)) </dev/null >/dev/null 2>&1 && echo "Étape arrêtée après ${seconds} s. Processus en cours :" >&2 &&
    ps -eo pid,ppid,etime,pcpu,rss,args --forest | awk '$2 != 2 && $1 != 2' | cut -c1-200 | head -80 >&2) &
  watchdog=$!
  disown "$watchdog"
  # `timeout` puts the step in a process group of its own, which a terminal's Ctrl-C does not reach:
  # the step runs in the background and the traps stop it (a background job ignores SIGINT, so it is
  # sent SIGTERM, which timeout hands to every process of the step).
  timeout --kill-after=30 "$seconds" "$@" &
  step_pid=$!
  trap 'kill -TERM "$step_pid" 2>/dev/null || true' INT TERM
  while :; do
    wait "$step_pid" && rc=0 || rc=$?
    # A signal caught by a trap ends `wait` early; wait again until the step has ended.
    kill -0 "$step_pid" 2>/dev/null || break
  done
  trap - INT TERM
  # SIGPIPE: the one signal a shell neither ignores in a background job nor reports when it kills one.
  pkill -PIPE -P "$watchdog" 2>/dev/null || true
  kill -PIPE "$watchdog" 2>/dev/null || true
  return "$rc"
}
VITEST_REPORTERS=(--reporter=default --reporter=./scripts/slow-test-files-reporter.ts --reporter=json)

# Chromium, Java, Redis, the PostgreSQL client and server: installed or started by the machine's setup
# (.ci/run runs it before npm test), and here only when something is missing.
bash scripts/setup-machine.sh --check || bash scripts/setup-machine.sh

step "Ligne Node (engines de package.json et des dépendances) : $(node --version)"
node scripts/check-engines.mjs
step "Lint"
bounded 70 npm run -s lint
step "Typecheck (tsc -b)"
bounded 105 npm run -s typecheck

step "Tests unitaires (shared, web)"
bounded 285 npx vitest run --project shared --project web --project web-logic "${VITEST_REPORTERS[@]}" --outputFile.json="$REPORTS/unit.json"

# Every API file runs on PostgreSQL; on PGlite only those that exercise the engine (vitest.config.ts,
# pgliteFiles; docs/testing.md says why).
step "Tests d'API sur PGlite (fichiers qui éprouvent le moteur)"
TEST_DB=pglite bounded 330 npx vitest run --project api "${VITEST_REPORTERS[@]}" --outputFile.json="$REPORTS/api-pglite.json"

step "Tests d'API sur PostgreSQL"
TEST_DB=postgres bounded 525 npx vitest run --project api "${VITEST_REPORTERS[@]}" --outputFile.json="$REPORTS/api-postgres.json"

step "Construction de production"
bounded 22 npm run -s build
node scripts/check-bundle-budget.mjs apps/web/dist
# The build just made is up to date for npm start, and a touched source makes it stale.
node --test --test-reporter=dot scripts/build-freshness.test.mjs
step "Recette de déploiement (l'arbre de l'image, démarré en production : deploy/check-runtime.sh)"
bounded 22 bash deploy/check-runtime.sh
step "Contrat OpenAPI (Redocly, règles recommended : redocly.yaml)"
node apps/server/dist/cli/openapi-document.js > "$REPORTS/openapi.json"
REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true npx redocly lint "$REPORTS/openapi.json" --config redocly.yaml --format=summary
step "Parcours Playwright (Chromium headless ; vérificateur HTML Nu et pa11y : docs/accessibility-checks.md)"
PLAYWRIGHT_JSON_OUTPUT_NAME="$REPORTS/e2e.json" bounded 1600 npx playwright test -c e2e/playwright.config.ts

node scripts/summarize-tests.mjs "$REPORTS"
