import { OWNER_CHECKLIST_STEPS, isOwnerChecklistDone, type TOwnerChecklist, type TOwnerChecklistStep } from '@fournil/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { Badge, CheckCircleIcon } from '@/components/ui';
import { paths } from '@/config/paths';
import { cx } from '@/lib/cx';
import { useOwnerChecklist } from '../api/get-owner-checklist';
import { MANAGER_SECTION_ANCHOR } from './manager-section';
import '../owner-checklist.css';

export const CHECKLIST_TITLE = 'Vos premiers pas';
export const STEP_DONE = 'Fait';

type StepText = { title: string; hint: string };

/** Each step's wording (docs/bakery-management.md, "The owner's first steps"). */
export const CHECKLIST_STEPS: Record<TOwnerChecklistStep, StepText> = {
  siren_verifie: { title: 'Vérifiez votre SIREN', hint: 'Nous confirmons auprès de l’INSEE que votre entreprise est une boulangerie.' },
  boulangerie_creee: {
    title: 'Créez votre première boulangerie',
    hint: 'Adresse, horaires et produits : vos clients la trouvent sur la carte.',
  },
  jours_exceptionnels: {
    title: 'Indiquez vos fermetures exceptionnelles',
    hint: 'Congés, jours fériés, horaires particuliers : vos clients ne trouvent pas porte close.',
  },
  responsable_invite: {
    title: 'Invitez un responsable',
    hint: 'Il indique en direct le pain disponible quand vous êtes au fournil.',
  },
};

export type OwnerChecklistProps = {
  /** Where a bakery's « Fermetures et horaires exceptionnels » are (another feature's section, given by the route). */
  calendarHref: (bakeryId: number) => string;
};

/**
 * « Vos premiers pas » on the owner's dashboard: SIREN → first bakery → exceptional closures → manager,
 * each ticked once done, the next one a link; the whole list goes once every step is done.
 */
export function OwnerChecklist({ calendarHref }: OwnerChecklistProps) {
  const query = useOwnerChecklist();
  const titleId = useId();
  if (!query.data || isOwnerChecklistDone(query.data)) return null;
  const checklist = query.data;
  const doneCount = OWNER_CHECKLIST_STEPS.filter((step) => checklist[step]).length;
  const nextStep = OWNER_CHECKLIST_STEPS.find((step) => !checklist[step]);

  return (
    <section className="checklist" aria-labelledby={titleId}>
      <div className="checklist__head">
        <h2 className="checklist__title" id={titleId}>
          {CHECKLIST_TITLE}
        </h2>
        <p className="checklist__count">{`${doneCount} étape${doneCount > 1 ? 's' : ''} sur ${OWNER_CHECKLIST_STEPS.length}`}</p>
      </div>
      <ol className="checklist__steps">
        {OWNER_CHECKLIST_STEPS.map((step, index) => {
          const isDone = checklist[step];
          const href = step === nextStep ? hrefOf(step, checklist, calendarHref) : null;
          return (
            <li key={step} className={cx('checklist__step', isDone && 'is-done', step === nextStep && 'is-next')}>
              <span className="checklist__mark" aria-hidden="true">
                {isDone ? <CheckCircleIcon /> : index + 1}
              </span>
              <span className="checklist__body">
                <span className="checklist__step-title">
                  {href ? <Link to={href}>{CHECKLIST_STEPS[step].title}</Link> : CHECKLIST_STEPS[step].title}
                  {isDone ? <Badge tone="success">{STEP_DONE}</Badge> : null}
                </span>
                <span className="checklist__hint">{CHECKLIST_STEPS[step].hint}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function hrefOf(step: TOwnerChecklistStep, checklist: TOwnerChecklist, calendarHref: (id: number) => string): string {
  const bakeryId = checklist.premiere_boulangerie_id;
  switch (step) {
    case 'siren_verifie':
      return paths.profile.getHref();
    case 'boulangerie_creee':
      return paths.myBakeries.getHref();
    case 'jours_exceptionnels':
      return bakeryId === null ? paths.myBakeries.getHref() : calendarHref(bakeryId);
    case 'responsable_invite':
      return bakeryId === null ? paths.myBakeries.getHref() : `${paths.manageBakery.getHref(bakeryId)}#${MANAGER_SECTION_ANCHOR}`;
  }
}
