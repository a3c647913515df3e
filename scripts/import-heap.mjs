// The V8 options the import commands run with, shared by `scripts/server-cli.mjs` and the import bench
// (bench/src/import-scenario.ts) so that the bench measures what `npm run import:osm` runs. The imports
// stream their files and hold only the known bakeries' few fields (docs/open-data.md, "Memory"): their
// live heap stays near 100 MB. What made the process 310 MB was not that heap but V8's young
// generation, which it lets grow to tens of MB per semi-space while there is room: capped at 8 MB, the
// 40,000-shop OSM import peaks at 205 MB instead of 311 MB, in the same time (bench/RESULTS.md,
// "Import"). The old-generation cap stops a leak early instead of letting it take the machine.
// PGlite's memory is outside both (an embedded database opened in the same process).
export const IMPORT_HEAP_MB = 192;
export const IMPORT_SEMI_SPACE_MB = 8;
export const IMPORT_NODE_OPTIONS = [`--max-old-space-size=${IMPORT_HEAP_MB}`, `--max-semi-space-size=${IMPORT_SEMI_SPACE_MB}`];
