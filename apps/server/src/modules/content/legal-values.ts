// The values the legal pages' placeholders take (docs/content.md, "Legal pages"): the operator from
// the configuration, and the host name of each outside service the privacy policy names.
import type { TLegalValues } from '@fournil/shared';
import type { Config } from '../../config/index.js';

export type LegalConfig = Pick<Config, 'legal' | 'seller' | 'geocoderUrl' | 'routerUrls' | 'mapStyleUrl' | 'smtpUrl'>;

/** Only the host: a URL may carry a user name and a password (SMTP_URL). */
function hostOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).hostname || undefined;
  } catch {
    return undefined;
  }
}

export function legalValues(config: LegalConfig): TLegalValues {
  const routerHosts = [
    ...new Set(
      Object.values(config.routerUrls)
        .map(hostOf)
        .filter((host) => host !== undefined),
    ),
  ];
  return {
    ...config.legal,
    publisherVat: config.seller.vatNumber ? `TVA intracommunautaire ${config.seller.vatNumber}` : 'TVA non applicable, art. 293 B du CGI',
    geocoderHost: hostOf(config.geocoderUrl) ?? config.geocoderUrl,
    routerHost: routerHosts.join(', '),
    mapHost: hostOf(config.mapStyleUrl) ?? config.mapStyleUrl,
    mailHost: hostOf(config.smtpUrl) ?? 'aucun serveur configuré (démonstration : les e-mails restent dans la base)',
  };
}
