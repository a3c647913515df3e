import { Button } from '@/components/ui/button';

export const MAP_TOGGLE_LABEL = 'Carte';

/**
 * « Carte », on a phone only (the CSS hides it from 48 rem, where the map is always shown): the first screen
 * is the list (docs/visitor-screens.md, "First screen"), the map opens under the filters on request.
 */
export function MapToggle({ isOpen, controls, onToggle }: { isOpen: boolean; controls: string; onToggle: () => void }) {
  return (
    <Button variant="secondary" size="sm" className="map-toggle" aria-expanded={isOpen} aria-controls={controls} onClick={onToggle}>
      {MAP_TOGGLE_LABEL}
      <span className="map-toggle__chevron" aria-hidden="true" />
    </Button>
  );
}
