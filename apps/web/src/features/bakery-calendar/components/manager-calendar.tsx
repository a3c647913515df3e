import { useId, useState } from 'react';
import { Button } from '@/components/ui';
import { CALENDAR_TEXTS } from '../lib/calendar-texts';
import { CalendarSection, type TCalendarWeek } from './calendar-section';
import { ClosedToday } from './closed-today';
import '../bakery-calendar.css';

type ManagerCalendarProps = { bakeryId: number; nom: string; codePostal: string; week?: TCalendarWeek };

/** In a manager's card: the one-tap « Fermé aujourd’hui » and, on demand, the same calendar section as the owner's. */
export function ManagerCalendar({ bakeryId, nom, codePostal, week }: ManagerCalendarProps) {
  const [isOpen, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="cal-today">
      <ClosedToday bakeryId={bakeryId} nom={nom} />
      <div className="cal-actions">
        <Button variant="ghost" size="sm" aria-expanded={isOpen} aria-controls={panelId} onClick={() => setOpen((open) => !open)}>
          {CALENDAR_TEXTS.sectionTitle}
        </Button>
      </div>
      <div id={panelId} hidden={!isOpen}>
        {isOpen ? <CalendarSection bakeryId={bakeryId} codePostal={codePostal} week={week} isEmbedded /> : null}
      </div>
    </div>
  );
}
