#!/usr/bin/env bash
# What the tests need from the machine, installed (Debian packages) or started when missing: Chromium,
# Java (the Nu HTML Checker), Redis, the PostgreSQL client programs and a local PostgreSQL. `.ci/run`
# calls it before `npm test`; `npm test` calls it itself when `--check` finds something missing, so a
# fresh machine still only needs `npm ci && npm test`. Runs after `npm ci` (the probes use `pg`).
#   bash scripts/setup-machine.sh           install and start what is missing
#   bash scripts/setup-machine.sh --check   exit 1, saying what, when something is missing
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"

step() { printf '\n==> %s\n' "$*"; }
POSTGRES_URL="${TEST_DATABASE_ADMIN_URL:-postgres://postgres@127.0.0.1:5432/test}"
REDIS_URL="${TEST_REDIS_URL:-redis://127.0.0.1:6379}"
postgres_answers() {
  node -e "const c=new (require('pg').Client)({connectionString:process.argv[1]});c.connect().then(()=>c.end()).then(()=>process.exit(0),()=>process.exit(1))" "$POSTGRES_URL" 2>/dev/null
}
redis_answers() {
  local probe="const n=require('node:net'),u=new URL(process.argv[1]);const s=n.connect(+u.port||6379,u.hostname,()=>{s.write('PING\\r\\n')});s.on('data',d=>process.exit(String(d).startsWith('+PONG')?0:1));s.on('error',()=>process.exit(1));setTimeout(()=>process.exit(1),2000)"
  node -e "$probe" "$REDIS_URL" 2>/dev/null
}
has_pg_client() { command -v pg_dump >/dev/null && command -v pg_restore >/dev/null && command -v psql >/dev/null; }

if [ "${1:-}" = --check ]; then
  missing=()
  [ -x /usr/bin/chromium ] || missing+=(Chromium)
  command -v java >/dev/null || missing+=(Java)
  redis_answers || missing+=(Redis)
  has_pg_client || missing+=("client PostgreSQL")
  postgres_answers || missing+=(PostgreSQL)
  [ ${#missing[@]} = 0 ] && exit 0
  echo "À installer ou démarrer : ${missing[*]}" >&2
  exit 1
fi

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
  postgres_answers && return
  step "Démarrage de PostgreSQL"
  if ! ls /etc/postgresql >/dev/null 2>&1; then
    as_root apt-get update -qq
    DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq postgresql postgresql-contrib >/dev/null
  fi
  as_root pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n1)" main start || true
  for _ in $(seq 1 30); do
    postgres_answers && return
    sleep 1
  done
  echo "PostgreSQL injoignable sur $POSTGRES_URL" >&2
  exit 1
}

# Redis (shared limits, readiness, two instances) and the PostgreSQL client programs (pg_dump,
# pg_restore, psql: npm run backup / restore) are installed and started here when missing.
ensure_redis() {
  redis_answers && return
  step "Démarrage de Redis"
  if ! command -v redis-server >/dev/null; then
    as_root apt-get update -qq
    DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq redis-server >/dev/null
  fi
  redis-server --port 6379 --bind 127.0.0.1 --daemonize yes --save '' >/dev/null
  for _ in $(seq 1 30); do redis_answers && return; sleep 1; done
  echo "Redis injoignable sur $REDIS_URL" >&2
  exit 1
}

ensure_pg_client() {
  has_pg_client && return
  step "Installation du client PostgreSQL (pg_dump, pg_restore, psql : sauvegardes)"
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq postgresql-client >/dev/null
}

ensure_chromium
ensure_java
ensure_redis
ensure_pg_client
ensure_postgres
