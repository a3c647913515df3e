#!/usr/bin/env bash
# CI's run of the deploy recipe (docs/deploy.md): the runtime tree the image ships
# (deploy/make-runtime.sh, after the build CI already did) started in production mode with the image's
# own command, on a PostgreSQL database of its own: /api/ready must answer 200 through the image's
# health check, and SIGTERM must end it cleanly (exit 0) after the drain.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
work="$(mktemp -d)"
admin_url="${TEST_DATABASE_ADMIN_URL:-postgres://postgres@127.0.0.1:5432/test}"
db="fournil_runtime_$$"
cleanup() {
  [ -n "${pid:-}" ] && kill -9 "$pid" 2>/dev/null || true
  psql "$admin_url" -qc "DROP DATABASE IF EXISTS $db WITH (FORCE)" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

bash "$root/deploy/make-runtime.sh" "$work/app"
psql "$admin_url" -qc "CREATE DATABASE $db" >/dev/null
database_url="$(node -e "const u=new URL(process.argv[1]);u.pathname='/$db';console.log(u.toString())" "$admin_url")"
port="$(node -e "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

cd "$work/app"
# The image's environment and command (deploy/Dockerfile), with the least production asks (docs/production.md).
env -i PATH="/usr/bin:/bin" HOME="$work" \
  NODE_ENV=production HOST=127.0.0.1 PORT="$port" DATA_DIR="$work/data" DATABASE_URL="$database_url" \
  APP_URL=https://fournil.example JWT_SECRET='Pr0d-9fKx2LmQ7vTz4NbW8cYs1HgR6jDe' SMTP_URL=smtp://127.0.0.1:1 \
  INSEE_API_KEY=cle-de-verification SELLER_NAME='Fournil SAS' SELLER_ADDRESS='10 rue du Pain, 75011 Paris' SELLER_SIREN=900000001 \
  LEGAL_PUBLISHER_FORM='SAS au capital de 10 000 €' LEGAL_PUBLISHER_PHONE='01 23 45 67 89' LEGAL_CONTACT_EMAIL=contact@fournil.example \
  LEGAL_PUBLICATION_DIRECTOR='Marie Dupain' LEGAL_HOST_NAME='Hébergeur Exemple SAS' LEGAL_HOST_ADDRESS='2 rue des Serveurs, 59100 Roubaix' \
  LEGAL_HOST_PHONE='03 20 00 00 00' STRIPE_SECRET_KEY=sk_test_verification STRIPE_WEBHOOK_SECRET=whsec_verification \
  PAYMENTS_PROVIDER=stripe STRIPE_API_URL=https://127.0.0.1:1 SHUTDOWN_DRAIN_SECONDS=1 LOG_LEVEL=warn \
  VAPID_PUBLIC_KEY=BJU0dO4zjC838NO9wBtxAPTRhxb3WHp1OGP51wvRRSXq0NXuPrpyxDTMrcf-AqSdEqh_Y5DxlBWRLXips8jYOJE \
  VAPID_PRIVATE_KEY=lY-mnvn3ifW29jGpK_CO3HDrFGoKGIcjlP7jjEpoeL0 VAPID_SUBJECT=mailto:contact@fournil.example \
  node_modules/.bin/node apps/server/dist/server.js > "$work/server.log" 2>&1 &
pid=$!

for _ in $(seq 1 40); do
  if PORT="$port" node_modules/.bin/node deploy/healthcheck.mjs; then break; fi
  if ! kill -0 "$pid" 2>/dev/null; then echo "le serveur s'est arrêté au démarrage :" >&2; tail -20 "$work/server.log" >&2; exit 1; fi
  sleep 0.5
done
PORT="$port" node_modules/.bin/node deploy/healthcheck.mjs || { echo "/api/ready ne répond pas 200 :" >&2; node_modules/.bin/node -e "fetch('http://127.0.0.1:$port/api/ready').then(r=>r.text()).then(console.error,console.error)"; tail -20 "$work/server.log" >&2; exit 1; }
node_modules/.bin/node -e "fetch('http://127.0.0.1:$port/').then(async r=>{const t=await r.text();if(r.status!==200||!t.includes('<html')){console.error('page d’accueil',r.status);process.exit(1)}})"
kill -TERM "$pid"
status=0
wait "$pid" || status=$?
pid=''
if [ "$status" -ne 0 ]; then echo "arrêt en erreur (code $status) :" >&2; tail -20 "$work/server.log" >&2; exit 1; fi
echo "Recette de déploiement vérifiée : arbre d'exécution démarré en production, prêt, arrêté proprement."
