// The legal pages and the operator's details they carry (docs/content.md, "Legal pages"). The pages
// are editable markdown; the details come from the configuration (`LEGAL_*`, docs/production.md)
// through placeholders the server fills each time a page is read, so a staff edit keeps them.

/**
 * The operator and its host as the configuration names them (`LEGAL_*`, apps/server/src/config/legal-identity.ts):
 * the server's configuration and the pages' placeholders share this one shape.
 */
export type TLegalIdentity = {
  publisherName: string;
  publisherForm: string;
  publisherAddress: string;
  publisherRegistration: string;
  publisherPhone: string;
  contactEmail: string;
  publicationDirector: string;
  hostName: string;
  hostAddress: string;
  hostPhone: string;
};

/** The values behind the placeholders: the legal identity, its VAT sentence and the outside services. */
export type TLegalValues = TLegalIdentity & {
  /** The VAT sentence: the number, or the art. 293 B mention when there is none. */
  publisherVat: string;
  /** Host names of the outside services (never a whole URL: it may hold a password). */
  geocoderHost: string;
  routerHost: string;
  mapHost: string;
  mailHost: string;
};

/** The placeholders a page may hold, with what staff see in the page editor's help. */
export const LEGAL_PLACEHOLDERS = [
  { key: 'editeur.nom', value: 'publisherName', help: 'nom de l’éditeur (la société qui exploite Fournil)' },
  { key: 'editeur.forme', value: 'publisherForm', help: 'forme juridique et capital social' },
  { key: 'editeur.adresse', value: 'publisherAddress', help: 'adresse du siège social' },
  { key: 'editeur.immatriculation', value: 'publisherRegistration', help: 'immatriculation (RCS, SIREN)' },
  { key: 'editeur.tva', value: 'publisherVat', help: 'numéro de TVA intracommunautaire, ou la mention de franchise' },
  { key: 'editeur.telephone', value: 'publisherPhone', help: 'téléphone de l’éditeur' },
  { key: 'editeur.email', value: 'contactEmail', help: 'adresse e-mail de contact' },
  { key: 'directeur_publication', value: 'publicationDirector', help: 'directeur ou directrice de la publication' },
  { key: 'hebergeur.nom', value: 'hostName', help: 'nom de l’hébergeur' },
  { key: 'hebergeur.adresse', value: 'hostAddress', help: 'adresse de l’hébergeur' },
  { key: 'hebergeur.telephone', value: 'hostPhone', help: 'téléphone de l’hébergeur' },
  { key: 'services.geocodage', value: 'geocoderHost', help: 'service de recherche d’adresses' },
  { key: 'services.itineraires', value: 'routerHost', help: 'service de calcul d’itinéraires' },
  { key: 'services.carte', value: 'mapHost', help: 'fournisseur des fonds de carte' },
  { key: 'services.email', value: 'mailHost', help: 'serveur d’envoi des e-mails' },
] as const satisfies readonly { key: string; value: keyof TLegalValues; help: string }[];

const PLACEHOLDER = /\{\{\s*([a-z_]+(?:\.[a-z_]+)?)\s*\}\}/g;

/**
 * A value written into markdown that the browser renders and sanitises: HTML and markdown marks are
 * escaped, so a `*` or a `<` in a company name shows as typed and never becomes markup.
 */
export function escapeMarkdownText(value: string): string {
  return value
    .replace(/[\r\n]+/g, ' ')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/([\\`*_[\]~|#])/g, '\\$1');
}

/**
 * Replaces each known `{{placeholder}}` with its value; an unknown one stays as typed, so staff see
 * their mistake on the page. `escape: false` gives plain text (the page's description).
 */
export function fillLegalPlaceholders(markdown: string, values: TLegalValues, { escape = true }: { escape?: boolean } = {}): string {
  return markdown.replace(PLACEHOLDER, (whole, key: string) => {
    // Looked up here, not in a module-level map: the home page's bundle keeps only the footer links.
    const name = LEGAL_PLACEHOLDERS.find((placeholder) => placeholder.key === key)?.value;
    if (!name) return whole;
    return escape ? escapeMarkdownText(values[name]) : values[name];
  });
}
