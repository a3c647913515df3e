import type { TStatusChip } from '@fournil/shared';
import { Badge } from './badge';

/**
 * The one status chip of a bakery (packages/shared/src/bakery/status-chip.ts): the home cards, the owner's
 * lists and the bakery page all draw it here, so a status is said once, the same way everywhere.
 */
export function StatusChip({ chip, className }: { chip: TStatusChip; className?: string }) {
  return (
    <Badge tone={chip.tone} className={className}>
      {chip.label}
    </Badge>
  );
}
