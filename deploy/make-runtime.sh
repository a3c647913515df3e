#!/usr/bin/env bash
# The runtime tree of Fournil (docs/deploy.md): after `npm ci && npm run build` in the repository,
# copies what the server needs to run into <dest> and drops the development packages there. The
# Dockerfile's build stage runs exactly this, and so does CI (deploy/check-runtime.sh), so the image
# cannot drift from what is tested. The tree runs with its own Node (node_modules/.bin/node, Node 24).
set -euo pipefail
dest="${1:?usage: deploy/make-runtime.sh <dest>}"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
for built in apps/server/dist/server.js apps/web/dist/index.html packages/shared/dist/index.js; do
  [ -f "$built" ] || { echo "make-runtime : $built manque ; lancez d'abord npm ci && npm run build" >&2; exit 1; }
done
mkdir -p "$dest"
# The workspace manifests (npm needs the whole workspace graph to prune), the built code, the
# migrations, the deploy helpers; node_modules with its workspace links (cp -a keeps them relative).
tar -cf - package.json package-lock.json \
  apps/server/package.json apps/server/dist apps/server/drizzle \
  apps/web/package.json apps/web/dist \
  packages/shared/package.json packages/shared/dist \
  e2e/package.json bench/package.json deploy/healthcheck.mjs \
  | tar -xf - -C "$dest"
# Hard links when <dest> is on the same disk (instant; npm prune only unlinks), a copy otherwise.
copy_tree() { cp -al "$1" "$2" 2>/dev/null || { rm -rf "$2"; cp -a "$1" "$2"; }; }
copy_tree node_modules "$dest/node_modules"
# npm rewrites its hidden lockfile in place: a real copy, so the repository's own stays as it is.
rm -f "$dest/node_modules/.package-lock.json"
[ -f node_modules/.package-lock.json ] && cp node_modules/.package-lock.json "$dest/node_modules/.package-lock.json"
for workspace in apps/server apps/web packages/shared e2e bench; do
  if [ -d "$workspace/node_modules" ]; then copy_tree "$workspace/node_modules" "$dest/$workspace/node_modules"; fi
done
cd "$dest"
# Development packages out (build tools, test runners, Playwright…); optional ones stay: Node 24
# itself (node-linux-*) and sharp's native binaries.
PATH="$dest/node_modules/.bin:$PATH" npm prune --omit=dev --no-audit --no-fund >/dev/null
rm -rf e2e/node_modules bench/node_modules
echo "Arbre d'exécution prêt dans $dest ($(du -sh "$dest" | cut -f1))"
