#!/usr/bin/env bash
# `npm test`: every check of the project, in order. Installs or starts what the tests need
# (Debian's Chromium, the local PostgreSQL) so a fresh machine only needs `npm ci && npm test`.
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
# everything without a word, and says what was still running. The limits are several times what each
# step takes on a slow 2-core machine. vitest's reporter (scripts/slow-test-files-reporter.ts) names
# the files running for more than three minutes as it goes.
bounded() {
  local minutes=$1 rc=0 watchdog step_pid
  shift
  # A few seconds before the limit, what is still running (the step's processes are gone after it).
  # Its sleep holds no copy of the output, so nothing left behind could keep a reader of it waiting.
  (sleep $((minutes * 60 - 5)) </dev/null >/dev/null 2>&1 && echo "Étape arrêtée après ${minutes} min. Processus en cours :" >&2 &&
    ps -eo pid,ppid,etime,pcpu,rss,args --forest | awk '$2 != 2 && $1 != 2' | cut -c1-200 | head -80 >&2) &
  watchdog=$!
  disown "$watchdog"
  # `timeout` puts the step in a process group of its own, which a terminal's Ctrl-C does not reach:
  # the step runs in the background and the traps stop it (a background job ignores SIGINT, so it is
  # sent SIGTERM, which timeout hands to every process of the step).
  timeout --kill-after=30 "$((minutes * 60))" "$@" &
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

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else "$@"; fi; }

ensure_chromium() {
  [ -x /usr/bin/chromium ] && return
  step "Installation de Chromium (Debian)"
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq chromium >/dev/null
}

# The Nu HTML Checker of the accessibility checks is a Java program (vnu.jar, docs/accessibility-checks.md).
ensure_java() {
  command -v java >/dev/null && return
  step "Installation de Java (Debian, pour le vérificateur HTML Nu)"
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq default-jre-headless >/dev/null
}

ensure_postgres() {
  local url="${TEST_DATABASE_ADMIN_URL:-postgres://postgres@127.0.0.1:5432/test}"
  if node -e "const c=new (require('pg').Client)({connectionString:process.argv[1]});c.connect().then(()=>c.end()).then(()=>process.exit(0),()=>process.exit(1))" "$url" 2>/dev/null; then return; fi
  step "Démarrage de PostgreSQL"
  if ! ls /etc/postgresql >/dev/null 2>&1; then
    as_root apt-get update -qq
    DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq postgresql postgresql-contrib >/dev/null
  fi
  as_root pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n1)" main start || true
  for _ in $(seq 1 30); do
    node -e "const c=new (require('pg').Client)({connectionString:process.argv[1]});c.connect().then(()=>c.end()).then(()=>process.exit(0),()=>process.exit(1))" "$url" 2>/dev/null && return
    sleep 1
  done
  echo "PostgreSQL injoignable sur $url" >&2
  exit 1
}

# Redis (shared limits, readiness, two instances) and the PostgreSQL client programs (pg_dump,
# pg_restore, psql: npm run backup / restore) are installed and started here when missing.
ensure_redis() {
  local url="${TEST_REDIS_URL:-redis://127.0.0.1:6379}"
  local probe="const n=require('node:net'),u=new URL(process.argv[1]);const s=n.connect(+u.port||6379,u.hostname,()=>{s.write('PING\\r\\n')});s.on('data',d=>process.exit(String(d).startsWith('+PONG')?0:1));s.on('error',()=>process.exit(1));setTimeout(()=>process.exit(1),2000)"
  node -e "$probe" "$url" 2>/dev/null && return
  step "Démarrage de Redis"
  if ! command -v redis-server >/dev/null; then
    as_root apt-get update -qq
    DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq redis-server >/dev/null
  fi
  redis-server --port 6379 --bind 127.0.0.1 --daemonize yes --save '' >/dev/null
  for _ in $(seq 1 30); do node -e "$probe" "$url" 2>/dev/null && return; sleep 1; done
  echo "Redis injoignable sur $url" >&2
  exit 1
}

ensure_pg_client() {
  command -v pg_dump >/dev/null && command -v pg_restore >/dev/null && command -v psql >/dev/null && return
  step "Installation du client PostgreSQL (pg_dump, pg_restore, psql : sauvegardes)"
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq postgresql-client >/dev/null
}

step "Ligne Node (engines de package.json et des dépendances) : $(node --version)"
node scripts/check-engines.mjs
step "Lint"
npm run -s lint
step "Typecheck (tsc -b)"
npm run -s typecheck

step "Tests unitaires (shared, web)"
bounded 15 npx vitest run --project shared --project web "${VITEST_REPORTERS[@]}" --outputFile.json="$REPORTS/unit.json"

ensure_redis
ensure_pg_client
step "Tests d'API sur PGlite"
TEST_DB=pglite bounded 30 npx vitest run --project api "${VITEST_REPORTERS[@]}" --outputFile.json="$REPORTS/api-pglite.json"

ensure_postgres
step "Tests d'API sur PostgreSQL"
TEST_DB=postgres bounded 30 npx vitest run --project api "${VITEST_REPORTERS[@]}" --outputFile.json="$REPORTS/api-postgres.json"

ensure_chromium
ensure_java
step "Construction de production"
bounded 15 npm run -s build
node scripts/check-bundle-budget.mjs apps/web/dist
step "Recette de déploiement (l'arbre de l'image, démarré en production : deploy/check-runtime.sh)"
bounded 10 bash deploy/check-runtime.sh
step "Contrat OpenAPI (Redocly, règles recommended : redocly.yaml)"
node apps/server/dist/cli/openapi-document.js > "$REPORTS/openapi.json"
REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true npx redocly lint "$REPORTS/openapi.json" --config redocly.yaml --format=summary
step "Parcours Playwright (Chromium headless ; vérificateur HTML Nu et pa11y : docs/accessibility-checks.md)"
PLAYWRIGHT_JSON_OUTPUT_NAME="$REPORTS/e2e.json" bounded 50 npx playwright test -c e2e/playwright.config.ts

node scripts/summarize-tests.mjs "$REPORTS"
