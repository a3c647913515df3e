// Offline adapter: a JSON registry of units (SIREN_REGISTRY_FILE, or the demo one shipped in
// apps/server/demo/). Each entry: {siren, denomination, activite_principale, etat_administratif}.
import fs from 'node:fs';
import { z } from 'zod';
import { ConfigError } from '../../config/index.js';
import type { SirenChecker, SirenUnit } from './siren-checker.js';

const ZRegistry = z.array(
  z.object({
    siren: z.string().regex(/^\d{9}$/),
    denomination: z.string().nullable().optional(),
    activite_principale: z.string().nullable(),
    etat_administratif: z.enum(['A', 'C']),
    adresse: z.string().nullable().optional(),
    /** A sole trader: `denomination` is then the person's name. */
    personne_physique: z.boolean().optional(),
  }),
);

export function loadSirenRegistry(file: string): Map<string, SirenUnit> {
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ConfigError(`Configuration invalide : SIREN_REGISTRY_FILE illisible (${file} : ${(error as Error).message}).`);
  }
  const parsed = ZRegistry.safeParse(raw);
  if (!parsed.success) {
    throw new ConfigError(
      `Configuration invalide : SIREN_REGISTRY_FILE doit être un tableau [{siren, denomination, activite_principale, etat_administratif}] (${file}).`,
    );
  }
  return new Map(
    parsed.data.map((entry) => [
      entry.siren,
      {
        siren: entry.siren,
        name: entry.denomination ?? null,
        isPerson: entry.personne_physique ?? false,
        naf: entry.activite_principale,
        active: entry.etat_administratif === 'A',
        address: entry.adresse ?? null,
      },
    ]),
  );
}

export function createRegistrySirenChecker(file: string): SirenChecker {
  const registry = loadSirenRegistry(file);
  return {
    kind: 'registry',
    async lookup(siren) {
      const unit = registry.get(siren);
      return unit ? { found: true, unit } : { found: false };
    },
  };
}
