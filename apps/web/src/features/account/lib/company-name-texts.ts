/** What the profile says of the company name the SIREN register gave (docs/accounts.md, "The company name"). */
export const COMPANY_NAME_TEXTS = {
  label: 'Raison sociale (INSEE)',
  note: 'Le nom de votre entreprise selon l’INSEE : c’est le client de vos prochaines factures.',
  personLabel: 'Entrepreneur individuel (INSEE)',
  personNote:
    'Votre entreprise individuelle porte votre nom : il figure comme client sur vos prochaines factures et n’est affiché qu’à vous.',
  none: 'L’INSEE ne publie pas le nom de votre entreprise : vos factures portent votre nom d’utilisateur.',
} as const;
