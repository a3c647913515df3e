import { formatClosureLine, parisDay, reopeningSentence, type TOpeningInput, type TPublicClosure } from '@fournil/shared';

export const COMING_CLOSURES_TITLE = 'Fermetures à venir';

/** The closures not over yet at `now` (Paris day), first to come first. */
export function comingClosures(closures: readonly TPublicClosure[], now: Date): TPublicClosure[] {
  const today = parisDay(now);
  return closures.filter((closure) => closure.fin >= today).sort((a, b) => a.debut.localeCompare(b.debut));
}

/** « Fermeture exceptionnelle du 1er au 5 décembre : travaux · Rouvre mardi à 7 h » when the day after is not an opening day (`opening` known). */
export function comingClosureLine(closure: TPublicClosure, now: Date, opening?: TOpeningInput): string {
  const line = formatClosureLine(closure, now);
  const reopening = opening ? reopeningSentence(opening, closure, now) : null;
  return reopening ? `${line} · ${reopening}` : line;
}

/** « Fermeture exceptionnelle du 10 au 31 août : congés annuels », one line per coming closure; nothing when none. */
export function ComingClosures({ closures, now, opening }: { closures: readonly TPublicClosure[]; now: Date; opening?: TOpeningInput }) {
  const coming = comingClosures(closures, now);
  if (coming.length === 0) return null;
  return (
    <>
      <h3 className="detail-section__subtitle coming-closures__title" id="bakery-closures">
        {COMING_CLOSURES_TITLE}
      </h3>
      <ul className="coming-closures" aria-labelledby="bakery-closures">
        {coming.map((closure) => (
          <li key={`${closure.debut}-${closure.fin}`} className="coming-closures__item">
            {comingClosureLine(closure, now, opening)}
          </li>
        ))}
      </ul>
    </>
  );
}
