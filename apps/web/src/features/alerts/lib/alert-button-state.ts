import { ALERT_MESSAGES, type TAlert, type TAlertKind } from '@fournil/shared';

// Which alert a bakery page offers (docs/alerts-web.md, "On the bakery page"): open without bread,
// « Me prévenir quand il y a du pain »; closed, « Me prévenir à l’ouverture »; open with bread,
// none. An alert this browser already has for that bakery and kind offers « Ne plus me prévenir ».

export const ALERT_OFFLINE_REASON = 'Indisponible hors ligne';

export type TAlertButtonState =
  | { kind: null }
  | { kind: TAlertKind; action: 'create'; label: string; disabledReason: string | null }
  | { kind: TAlertKind; action: 'remove'; label: string; alert: TAlert; disabledReason: string | null };

export type TAlertButtonInput = {
  bakeryId: number;
  isOpen: boolean;
  hasBread: boolean;
  alerts: TAlert[];
  isOffline: boolean;
};

export function alertKindFor({ isOpen, hasBread }: { isOpen: boolean; hasBread: boolean }): TAlertKind | null {
  if (!isOpen) return 'ouverture';
  return hasBread ? null : 'pain';
}

export function alertButtonState({ bakeryId, isOpen, hasBread, alerts, isOffline }: TAlertButtonInput): TAlertButtonState {
  const kind = alertKindFor({ isOpen, hasBread });
  if (kind === null) return { kind: null };
  const disabledReason = isOffline ? ALERT_OFFLINE_REASON : null;
  const alert = alerts.find((candidate) => candidate.boulangerie_id === bakeryId && candidate.type === kind);
  if (alert) return { kind, action: 'remove', label: ALERT_MESSAGES.stop, alert, disabledReason };
  return { kind, action: 'create', label: kind === 'pain' ? ALERT_MESSAGES.askBread : ALERT_MESSAGES.askOpening, disabledReason };
}

/** One of a favourite's two alert settings (docs/alerts-web.md, "On the bakery page"): on when this browser has it. */
export type TAlertSetting = { kind: TAlertKind; label: string; alert: TAlert | null };

/** On a favourite, both alerts are settings, whatever the bakery's status now: bread, then opening. */
export function favouriteAlertSettings(bakeryId: number, alerts: readonly TAlert[]): TAlertSetting[] {
  return (['pain', 'ouverture'] as const).map((kind) => ({
    kind,
    label: kind === 'pain' ? ALERT_MESSAGES.askBread : ALERT_MESSAGES.askOpening,
    alert: alerts.find((candidate) => candidate.boulangerie_id === bakeryId && candidate.type === kind) ?? null,
  }));
}
