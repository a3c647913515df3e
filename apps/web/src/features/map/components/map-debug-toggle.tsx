import type { ComponentPropsWithRef } from 'react';

export const DEBUG_TOGGLE_LABEL = 'Débogage';

/**
 * The map's debug panel opener (docs/visitor-screens.md, "Map"): a small muted « Débogage » under the
 * map's corner, so that it never competes with the visitor's list. Its state is said by aria-expanded
 * and shown by the chevron. The placeholder keeps its row (`.map-debug`'s height), so nothing moves.
 */
export function MapDebugToggle({
  isOpen = false,
  ...props
}: { isOpen?: boolean } & Omit<ComponentPropsWithRef<'button'>, 'type' | 'className' | 'children'>) {
  return (
    <button type="button" className="map-debug__toggle" aria-expanded={isOpen} {...props}>
      {DEBUG_TOGGLE_LABEL}
      <span className="map-debug__chevron" aria-hidden="true" />
    </button>
  );
}
