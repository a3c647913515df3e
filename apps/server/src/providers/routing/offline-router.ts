// Offline adapter: no routing data on this machine, so every mode says
// 'Ce mode n'est pas disponible pour ce trajet.' (docs/third-party-services.md, "OSRM: directions").
// Also answers while OSRM is unreachable.
import type { Route, Router } from './router.js';

export class OfflineRouter implements Router {
  async route(): Promise<Route | null> {
    return null;
  }
}
