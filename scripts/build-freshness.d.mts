// Types of scripts/build-freshness.mjs, for the TypeScript callers (bench/src/production-build.ts).
export type BuildName = 'all' | 'server';
export const BUILDS: Record<BuildName, { sources: string[]; outputs: string[] }>;
export function newestSourceTime(root: string, paths: string[]): number;
export type StaleReason = 'missing-output' | 'no-stamp' | 'sources-changed';
export function staleReason(root: string, name: BuildName): StaleReason | undefined;
export function writeStamp(root: string, name: BuildName, startedAt: number): void;
