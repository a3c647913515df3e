// Who the invoices and the legal pages name: the seller (SELLER_*, docs/invoices.md) and the
// operator with its host (LEGAL_*, docs/content.md, "Legal pages"), with the demonstration ones.
import type { TLegalIdentity } from '@fournil/shared';
import type { TEnv } from './env-schema.js';

/** Outside production, invoices name a seller nobody can mistake for a real one. */
export const DEMO_SELLER = {
  name: 'Fournil SAS (démonstration)',
  address: '1 rue de la Démonstration, 75001 Paris',
  siren: '000000000',
} as const;

/** Outside production, the legal pages name an operator and a host nobody can mistake for real ones. */
export const DEMO_LEGAL = {
  publisherForm: 'SAS au capital de 1 000 € (démonstration)',
  publisherPhone: '01 00 00 00 00',
  contactEmail: 'contact@fournil.invalid',
  publicationDirector: 'Camille Exemple (démonstration)',
  hostName: 'Hébergeur de démonstration',
  hostAddress: '1 rue de l’Exemple, 75000 Paris',
  hostPhone: '01 00 00 00 01',
} as const;

/**
 * The seller printed on invoices (docs/invoices.md). Without a VAT number the seller is not
 * subject to VAT: rate 0 and the art. 293 B du CGI mention.
 */
export type Seller = { name: string; address: string; siren: string; vatNumber: string | undefined };

export function sellerOf(e: TEnv): Seller {
  return {
    name: e.SELLER_NAME ?? DEMO_SELLER.name,
    address: e.SELLER_ADDRESS ?? DEMO_SELLER.address,
    siren: e.SELLER_SIREN ?? DEMO_SELLER.siren,
    vatNumber: e.SELLER_VAT_NUMBER,
  };
}

/** « SIREN 123 456 789 »: the registration the legal notice shows when LEGAL_PUBLISHER_REGISTRATION is unset. */
function sirenRegistration(siren: string): string {
  return `SIREN ${siren.replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3')}`;
}

/** The operator and its host; the publisher's name, address and registration default to the seller's. */
export function legalIdentityOf(e: TEnv): TLegalIdentity {
  return {
    publisherName: e.LEGAL_PUBLISHER_NAME ?? e.SELLER_NAME ?? DEMO_SELLER.name,
    publisherForm: e.LEGAL_PUBLISHER_FORM ?? DEMO_LEGAL.publisherForm,
    publisherAddress: e.LEGAL_PUBLISHER_ADDRESS ?? e.SELLER_ADDRESS ?? DEMO_SELLER.address,
    publisherRegistration: e.LEGAL_PUBLISHER_REGISTRATION ?? sirenRegistration(e.SELLER_SIREN ?? DEMO_SELLER.siren),
    publisherPhone: e.LEGAL_PUBLISHER_PHONE ?? DEMO_LEGAL.publisherPhone,
    contactEmail: e.LEGAL_CONTACT_EMAIL ?? DEMO_LEGAL.contactEmail,
    publicationDirector: e.LEGAL_PUBLICATION_DIRECTOR ?? DEMO_LEGAL.publicationDirector,
    hostName: e.LEGAL_HOST_NAME ?? DEMO_LEGAL.hostName,
    hostAddress: e.LEGAL_HOST_ADDRESS ?? DEMO_LEGAL.hostAddress,
    hostPhone: e.LEGAL_HOST_PHONE ?? DEMO_LEGAL.hostPhone,
  };
}
