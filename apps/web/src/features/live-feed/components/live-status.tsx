import { cx } from '@/lib/cx';
import type { TLiveStatus } from '../hooks/use-live-feed';
import '../live-feed.css';

const STATE_CLASS: Record<TLiveStatus, string> = {
  Connecté: 'is-connected',
  Déconnecté: 'is-disconnected',
  Erreur: 'is-error',
};

/** Discreet state of the live updates: Connecté, Déconnecté or Erreur. */
export function LiveStatus({ status, className }: { status: TLiveStatus; className?: string }) {
  return (
    <p className={cx('live-status', STATE_CLASS[status], className)}>
      <span className="live-status__dot" aria-hidden="true" />
      <span className="visually-hidden">Mises à jour en direct :</span> <span data-testid="live-status">{status}</span>
    </p>
  );
}
