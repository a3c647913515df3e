import { BAKERY_MESSAGES, withDe, type TAvailabilityField, type TProBakery } from '@fournil/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useMyBakeries } from '../api/get-my-bakeries';
import { usePatchBakery } from '../api/patch-bakery';
import { AvailabilityToggles } from './availability-toggles';
import '../pro-bakeries.css';
import '../owner-checklist.css';

export const BREAD_SWITCHES_TITLE = 'Pain disponible';
const BREAD_ONLY: readonly TAvailabilityField[] = ['disponibilite_pain'];

/**
 * On the owner's dashboard: each bakery's « Pain » switch, one tap as on the manager's screen, through
 * the owner's one-flag write (docs/bakery-management.md, "The owner's dashboard"). Only for an owner
 * whose SIREN is verified (the list is theirs to read), and only once they have a bakery.
 */
export function DashboardBreadSwitches({ isEnabled }: { isEnabled: boolean }) {
  const query = useMyBakeries({ enabled: isEnabled });
  const titleId = useId();
  if (!isEnabled || !query.data || query.data.length === 0) return null;

  return (
    <section className="bread-switches" aria-labelledby={titleId}>
      <h2 className="bread-switches__title" id={titleId}>
        {BREAD_SWITCHES_TITLE}
      </h2>
      <p className="bread-switches__hint">Un geste suffit : la carte de vos clients se met à jour aussitôt.</p>
      <ul className="bread-switches__list">
        {query.data.map((bakery) => (
          <li key={bakery.id}>
            <BreadSwitch bakery={bakery} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function BreadSwitch({ bakery }: { bakery: TProBakery }) {
  const mutation = usePatchBakery(bakery.id);
  const patch = (field: TAvailabilityField, value: boolean) => mutation.mutateAsync({ [field]: value });
  return (
    <div className="bread-switches__item">
      <Link className="bread-switches__name" to={paths.manageBakery.getHref(bakery.id)}>
        {bakery.nom}
        <span className="bread-switches__city">{bakery.ville}</span>
      </Link>
      <AvailabilityToggles
        values={bakery}
        patch={patch}
        fields={BREAD_ONLY}
        breadErrorText={BAKERY_MESSAGES.breadToggleError}
        label={`Pain disponible ${withDe(bakery.nom)}`}
      />
    </div>
  );
}
