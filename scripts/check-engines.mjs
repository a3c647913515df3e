#!/usr/bin/env node
// One Node line for the whole product (docs/runtime.md): the root package.json's `engines.node` is
// the line we support, and every installed package must accept all of it. Reads the `engines` that
// package-lock.json records for each package, so it sees exactly what `npm ci` installs. Fails with
// the list of packages that would print an engine warning, and checks the running Node too.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const supported = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).engines?.node;
if (!supported || !semver.validRange(supported)) {
  console.error(`package.json : engines.node absent ou invalide (« ${supported} »).`);
  process.exit(1);
}

const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
const refused = [];
for (const [location, entry] of Object.entries(lock.packages ?? {})) {
  const wanted = entry.engines?.node;
  if (!location || entry.link || typeof wanted !== 'string') continue;
  // An optional package for another platform (sharp's or rolldown's builds, Node's own binaries) is
  // not installed here, so npm neither installs nor checks it.
  if (entry.optional && !fs.existsSync(path.join(root, location))) continue;
  // A range npm cannot read is not checked by npm either.
  if (!semver.validRange(wanted)) continue;
  if (!semver.subset(supported, wanted, { includePrerelease: false }))
    refused.push(`${location.replace(/^.*node_modules\//, '')}@${entry.version} demande node ${wanted}`);
}

if (refused.length > 0) {
  console.error(`Paquets qui n'acceptent pas toute la ligne Node ${supported} (npm afficherait EBADENGINE) :`);
  for (const line of refused) console.error(`  ${line}`);
  console.error('Épinglez une version compatible (package.json "overrides" ou dépendance exacte) : docs/runtime.md.');
  process.exit(1);
}
if (!semver.satisfies(process.version, supported)) {
  console.error(`Node ${process.version} hors de la ligne prise en charge (${supported}).`);
  console.error(
    'Lancez les commandes par npm (npm test, npm start) : elles prennent le Node du projet, node_modules/.bin/node (docs/runtime.md).',
  );
  process.exit(1);
}
console.log(
  `Ligne Node ${supported} : ${Object.keys(lock.packages ?? {}).length - 1} paquets l'acceptent, Node ${process.version} en fait partie.`,
);
