import { CALENDAR_MESSAGES } from '@fournil/shared';

/** The French texts of the calendar screens that are not API messages (those live in CALENDAR_MESSAGES). */
export const CALENDAR_TEXTS = {
  sectionTitle: 'Fermetures et horaires exceptionnels',
  sectionHint:
    'Congés, travaux, horaires d’un jour de fête : ce que vous indiquez ici remplace vos horaires habituels ces jours-là, sur la carte comme sur votre fiche.',
  loading: 'Chargement des fermetures…',
  loadError: 'Les fermetures n’ont pas pu être chargées.',
  upcomingTitle: 'À venir',
  empty: 'Aucune fermeture ni horaire exceptionnel à venir.',
  closureTitle: 'Ajouter une fermeture',
  closureAdded: 'Fermeture ajoutée.',
  closureError: 'La fermeture n’a pas pu être ajoutée. Réessayez dans un instant.',
  closureDeleted: 'Fermeture supprimée.',
  specialTitle: 'Horaires exceptionnels d’une journée',
  specialSaved: 'Horaires exceptionnels enregistrés.',
  specialError: 'Les horaires exceptionnels n’ont pas pu être enregistrés. Réessayez dans un instant.',
  specialDeleted: 'Horaires exceptionnels supprimés : les horaires habituels s’appliquent ce jour-là.',
  deleteError: 'La suppression a échoué. Réessayez dans un instant.',
  holidayTitle: 'Jours fériés',
  holidaySaved: 'Règle des jours fériés enregistrée.',
  holidayError: 'La règle des jours fériés n’a pas pu être enregistrée. Réessayez dans un instant.',
  closedToday: CALENDAR_MESSAGES.closedToday,
  closedTodayDone: 'Fermé aujourd’hui : la boulangerie apparaît fermée jusqu’à demain.',
  closedTodayUndone: 'Fermeture du jour annulée : les horaires prévus s’appliquent de nouveau.',
  closedTodayError: 'La boulangerie n’a pas pu être fermée. Réessayez dans un instant.',
  undoError: 'L’annulation a échoué. Réessayez dans un instant.',
} as const;

export const HOLIDAY_RULE_LABELS = {
  none: 'Pas encore indiqué',
  habituels: 'Horaires habituels',
  fermes: 'Fermé les jours fériés',
} as const;
