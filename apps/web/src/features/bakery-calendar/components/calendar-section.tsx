import { openingInputOfDetail, type TProBakery } from '@fournil/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { ErrorBox, LoadingText } from '@/components/ui';
import { cx } from '@/lib/cx';
import { useBakeryCalendar } from '../api/get-calendar';
import { parisToday } from '../lib/calendar-dates';
import { CALENDAR_TEXTS } from '../lib/calendar-texts';
import { ClosureForm } from './closure-form';
import { HolidayRuleForm } from './holiday-rule-form';
import { SpecialHoursForm } from './special-hours-form';
import { UpcomingList } from './upcoming-list';
import '@/styles/forms.css';
import '../bakery-calendar.css';

/** The address fragment of the section, for the dashboard's holiday reminder. */
export const CALENDAR_SECTION_ANCHOR = 'fermetures';

export type CalendarSectionProps = {
  bakeryId: number;
  codePostal: string;
  /** Called after the holiday rule changes, so the composing route can refresh the bakery lists. */
  onHolidayRuleChanged?: () => void;
  /** Inside a manager's card: no frame of its own and no page anchor. */
  isEmbedded?: boolean;
  /** The bakery's usual week, so a closure says when the bakery really reopens (« Rouvre mardi à 7 h »). */
  week?: TCalendarWeek;
};

export type TCalendarWeek = Pick<TProBakery, 'jours_ouvertures' | 'horaires_ouvertures'>;

/** « Fermetures et horaires exceptionnels » of one bakery, for its owner and its manager (docs/bakery-management.md, "Closures and special hours"). */
export function CalendarSection({ bakeryId, codePostal, onHolidayRuleChanged, isEmbedded = false, week }: CalendarSectionProps) {
  const query = useBakeryCalendar(bakeryId);
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const today = parisToday();

  // Arriving from the dashboard's reminder (#fermetures): bring the section into view once.
  useEffect(() => {
    if (!isEmbedded && window.location.hash === `#${CALENDAR_SECTION_ANCHOR}`) {
      titleRef.current?.scrollIntoView?.({ block: 'start' });
      titleRef.current?.focus();
    }
  }, [isEmbedded]);

  const say = (message: string) => {
    setError(null);
    setNotice(message);
  };
  const fail = (message: string) => {
    setNotice(null);
    setError(message);
  };

  return (
    <section
      className={cx('cal-section', isEmbedded && 'cal-section--flat')}
      id={isEmbedded ? undefined : CALENDAR_SECTION_ANCHOR}
      {...(isEmbedded ? { 'aria-label': CALENDAR_TEXTS.sectionTitle } : { 'aria-labelledby': titleId })}
    >
      {/* Embedded, the manager card's disclosure button already carries the title. */}
      {isEmbedded ? null : (
        <h2 className="cal-section__title" id={titleId} ref={titleRef} tabIndex={-1}>
          {CALENDAR_TEXTS.sectionTitle}
        </h2>
      )}
      <p className="cal-hint">{CALENDAR_TEXTS.sectionHint}</p>
      <div role="status" className="live-region">
        {notice ? <p className="status-box">{notice}</p> : null}
      </div>
      {error ? <ErrorBox>{error}</ErrorBox> : null}
      {query.isPending ? (
        <LoadingText>{CALENDAR_TEXTS.loading}</LoadingText>
      ) : query.isError ? (
        <ErrorBox onRetry={() => void query.refetch()}>{CALENDAR_TEXTS.loadError}</ErrorBox>
      ) : (
        <>
          <h3 className="cal-subtitle">{CALENDAR_TEXTS.upcomingTitle}</h3>
          <UpcomingList
            bakeryId={bakeryId}
            calendar={query.data}
            opening={week ? openingInputOfDetail({ ...week, code_postal_boulangerie: codePostal, ...query.data }) : undefined}
            onNotice={say}
            onError={fail}
          />
          <div className="cal-forms">
            <ClosureForm bakeryId={bakeryId} today={today} onAdded={say} />
            <SpecialHoursForm bakeryId={bakeryId} today={today} onSaved={say} />
          </div>
          <HolidayRuleForm
            bakeryId={bakeryId}
            rule={query.data.jours_feries}
            codePostal={codePostal}
            onSaved={say}
            onChanged={onHolidayRuleChanged}
          />
        </>
      )}
    </section>
  );
}
