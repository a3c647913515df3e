import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import '../home.css';

export const HOME_TITLE_ID = 'home-title';

/** 'Boulangeries à moins de {radius} km' and the 2 ↔ 10 km toggle. */
export function RadiusHeading({
  radius,
  otherRadius,
  onToggle,
  aside,
}: {
  radius: number;
  otherRadius: number;
  onToggle: () => void;
  aside?: ReactNode;
}) {
  return (
    <div className="radius-heading">
      <h1 className="radius-heading__title" id={HOME_TITLE_ID}>
        Boulangeries à moins de <span className="radius-heading__value">{radius} km</span>
      </h1>
      <div className="radius-heading__row">
        <Button variant="secondary" size="sm" onClick={onToggle} className="radius-heading__toggle">
          Voir à {otherRadius} km
        </Button>
        {aside}
      </div>
    </div>
  );
}
