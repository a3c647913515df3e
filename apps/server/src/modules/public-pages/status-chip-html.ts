// The app's status chip as HTML (apps/web/src/components/ui/status-chip.tsx and badge.tsx): the same
// classes and tones, so the app's stylesheet draws it the same on a server-written page.
import type { TStatusChip } from '@fournil/shared';
import { escapeHtml } from '../../lib/html.js';

/** `<span class="badge badge--success">Pain disponible · ferme à 19 h</span>`; a neutral chip has no tone class, as in the app. */
export function statusChipHtml(chip: TStatusChip, className?: string): string {
  const classes = ['badge', chip.tone !== 'neutral' ? `badge--${chip.tone}` : null, className].filter(Boolean).join(' ');
  return `<span class="${classes}">${escapeHtml(chip.label)}</span>`;
}
