import { ALERTS_STORAGE_KEY, type TAlert } from '@fournil/shared';

// The browser's copy of its alerts (docs/alerts-web.md, "« Mes alertes »"): shown at once and offline,
// replaced by the server's list whenever it answers.

function isAlert(value: unknown): value is TAlert {
  if (typeof value !== 'object' || value === null) return false;
  const alert = value as Partial<TAlert>;
  return (
    typeof alert.id === 'number' &&
    typeof alert.boulangerie_id === 'number' &&
    typeof alert.boulangerie_nom === 'string' &&
    (alert.type === 'pain' || alert.type === 'ouverture')
  );
}

export function readStoredAlerts(): TAlert[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(ALERTS_STORAGE_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter(isAlert) : [];
  } catch {
    return [];
  }
}

export function writeStoredAlerts(alerts: TAlert[]): void {
  try {
    localStorage.setItem(ALERTS_STORAGE_KEY, JSON.stringify(alerts));
  } catch {
    // Storage full or refused: the list is only asked of the server then.
  }
}

/** `alerts` with `alert` in place of the one of the same bakery and kind (or added). */
export function withAlert(alerts: TAlert[], alert: TAlert): TAlert[] {
  return [
    ...alerts.filter((other) => other.id !== alert.id && !(other.boulangerie_id === alert.boulangerie_id && other.type === alert.type)),
    alert,
  ];
}

export function withoutAlert(alerts: TAlert[], id: number): TAlert[] {
  return alerts.filter((alert) => alert.id !== id);
}
