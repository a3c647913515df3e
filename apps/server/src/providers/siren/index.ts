import { fileURLToPath } from 'node:url';
import { ConfigError, type Config } from '../../config/index.js';
import { createInseeSirenChecker } from './insee-siren-checker.js';
import { createRegistrySirenChecker, loadSirenRegistry } from './registry-siren-checker.js';
import type { SirenChecker } from './siren-checker.js';

export { SirenProviderError, type SirenChecker, type SirenLookup, type SirenUnit } from './siren-checker.js';

/** Shipped with the server (apps/server/demo/), same path from src/ and dist/. */
export const DEMO_SIREN_REGISTRY_FILE = fileURLToPath(new URL('../../../demo/siren-registry.demo.json', import.meta.url));

/** INSEE when INSEE_API_KEY is set, else the registry file (SIREN_REGISTRY_FILE or the demo one). */
export function createSirenChecker(config: Pick<Config, 'insee' | 'isProduction'>): SirenChecker {
  if (config.insee.apiKey) return createInseeSirenChecker({ apiUrl: config.insee.apiUrl, apiKey: config.insee.apiKey });
  const file = config.insee.registryFile ?? DEMO_SIREN_REGISTRY_FILE;
  if (config.isProduction) refuseDemoRegistry(file);
  return createRegistrySirenChecker(file);
}

/**
 * The demo registry is public (it ships with the code): in production, anyone could claim one of its
 * numbers. A registry file holding any of them, a copy or an edited copy, is refused
 * (docs/third-party-services.md).
 */
function refuseDemoRegistry(file: string): void {
  const demoNumbers = loadSirenRegistry(DEMO_SIREN_REGISTRY_FILE);
  const shared = [...loadSirenRegistry(file).keys()].find((siren) => demoNumbers.has(siren));
  if (shared === undefined) return;
  throw new ConfigError(
    `Configuration invalide : SIREN_REGISTRY_FILE reprend le registre de démonstration (SIREN ${shared}), refusé quand NODE_ENV=production : fournissez INSEE_API_KEY ou votre propre registre.`,
  );
}
