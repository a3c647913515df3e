// The V8 options the import commands run with, shared by `scripts/server-cli.mjs` and the import bench
// (bench/src/import-scenario.ts) so that the bench measures what `npm run import:osm` runs. The imports
// stream their files and hold only the known bakeries' few fields (docs/open-data.md): their live heap
// stays far below this cap, and capping it makes V8 collect the garbage of 40,000 records early instead
// of letting the process grow to 400–600 MB (bench/RESULTS.md, "Import"). PGlite's memory is outside it.
export const IMPORT_HEAP_MB = 192;
export const IMPORT_NODE_OPTIONS = [`--max-old-space-size=${IMPORT_HEAP_MB}`];
