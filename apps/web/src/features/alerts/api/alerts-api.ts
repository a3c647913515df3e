import type { TAlert, TAlertCreate, TAlertsConfig, TSubscriptionProof } from '@fournil/shared';
import { apiFetch } from '@/lib/api-client';

// The alerts API (docs/alerts-web.md): no account needed, a browser's push subscription is its identity.

/** `GET /api/alertes/config/`: whether alerts are on, and the key to subscribe with. */
export function getAlertsConfig(): Promise<TAlertsConfig> {
  return apiFetch<TAlertsConfig>('/api/alertes/config/');
}

/** `POST /api/alertes/`: creates (or updates `la_nuit` of) this subscription's alert for a bakery and kind. */
export function createAlert(body: TAlertCreate): Promise<TAlert> {
  return apiFetch<TAlert>('/api/alertes/', { method: 'POST', body });
}

/** `POST /api/alertes/liste/`: this subscription's alerts. */
export function listAlerts(proof: TSubscriptionProof): Promise<TAlert[]> {
  return apiFetch<TAlert[]>('/api/alertes/liste/', { method: 'POST', body: proof });
}

/** `POST /api/alertes/{id}/retrait/`: removes one of this subscription's alerts (204). */
export function removeAlert(id: number, proof: TSubscriptionProof): Promise<void> {
  return apiFetch<void>(`/api/alertes/${id}/retrait/`, { method: 'POST', body: proof });
}
