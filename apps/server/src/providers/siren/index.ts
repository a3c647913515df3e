import { fileURLToPath } from 'node:url';
import type { Config } from '../../config.js';
import { createInseeSirenChecker } from './insee-siren-checker.js';
import { createRegistrySirenChecker } from './registry-siren-checker.js';
import type { SirenChecker } from './siren-checker.js';

export { SirenProviderError, type SirenChecker, type SirenLookup, type SirenUnit } from './siren-checker.js';

/** Shipped with the server (apps/server/demo/), same path from src/ and dist/. */
export const DEMO_SIREN_REGISTRY_FILE = fileURLToPath(new URL('../../../demo/siren-registry.demo.json', import.meta.url));

/** INSEE when INSEE_API_KEY is set, else the registry file (SIREN_REGISTRY_FILE or the demo one). */
export function createSirenChecker(config: Pick<Config, 'insee'>): SirenChecker {
  if (config.insee.apiKey) return createInseeSirenChecker({ apiUrl: config.insee.apiUrl, apiKey: config.insee.apiKey });
  return createRegistrySirenChecker(config.insee.registryFile ?? DEMO_SIREN_REGISTRY_FILE);
}
