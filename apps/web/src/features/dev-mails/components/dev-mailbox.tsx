import { formatMediumDateTimeFr } from '@fournil/shared';
import { Link } from 'react-router';
import { Badge, Button, EmptyState, ErrorBox, LoadingText, PageHeader } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDevMails, type TDevMail } from '../api/get-dev-mails';
import '../dev-mails.css';

export const DEV_MAILBOX_TITLE = 'Boîte de développement';
export const DEV_MAILBOX_UNAVAILABLE = 'Boîte de développement indisponible.';

const STATUSES: Record<string, { label: string; tone: 'success' | 'warning' | 'danger' }> = {
  sent: { label: 'Envoyé', tone: 'success' },
  pending: { label: 'En attente', tone: 'warning' },
  failed: { label: 'Échec', tone: 'danger' },
};

/** /dev/mails: the mails the server queued, newest first, with their links (no SMTP configured). */
export function DevMailbox() {
  useDocumentTitle(DEV_MAILBOX_TITLE);
  const query = useDevMails();

  return (
    <div className="stack">
      <PageHeader
        eyebrow="Développement"
        title={DEV_MAILBOX_TITLE}
        subtitle="Les e-mails envoyés par le serveur quand aucun serveur SMTP n’est configuré, du plus récent au plus ancien."
        className="dev-mails__header"
      />
      {query.data ? (
        <div>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()} isLoading={query.isFetching}>
            Actualiser
          </Button>
        </div>
      ) : null}
      {query.isPending ? (
        <LoadingText>Chargement des e-mails…</LoadingText>
      ) : query.isError ? (
        <ErrorBox onRetry={() => void query.refetch()}>{errorMessage(query.error)}</ErrorBox>
      ) : query.data === null ? (
        <EmptyState>{DEV_MAILBOX_UNAVAILABLE}</EmptyState>
      ) : query.data.length === 0 ? (
        <EmptyState>Aucun e-mail pour le moment.</EmptyState>
      ) : (
        <ol className="stack-list" aria-label="E-mails, du plus récent au plus ancien">
          {query.data.map((mail) => (
            <li key={mail.id}>
              <DevMailItem mail={mail} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function parseUrl(href: string): URL | null {
  try {
    return new URL(href, window.location.href);
  } catch {
    return null;
  }
}

/** A link of our own site stays in the app; any other opens as a normal link. */
function MailLink({ href }: { href: string }) {
  const url = parseUrl(href);
  if (url && url.origin === window.location.origin && !url.pathname.startsWith('/api/')) {
    return (
      <Link className="dev-mail__link" to={`${url.pathname}${url.search}${url.hash}`}>
        {href}
      </Link>
    );
  }
  return (
    <a className="dev-mail__link" href={href}>
      {href}
    </a>
  );
}

function DevMailItem({ mail }: { mail: TDevMail }) {
  return (
    <article className="dev-mail" aria-label={mail.subject}>
      <header className="dev-mail__head">
        <h2 className="dev-mail__subject">{mail.subject}</h2>
        <Badge tone={STATUSES[mail.status]?.tone ?? 'neutral'}>{STATUSES[mail.status]?.label ?? mail.status}</Badge>
      </header>
      <p className="dev-mail__meta">
        À <strong>{mail.to}</strong> · <time dateTime={mail.created_at}>{formatMediumDateTimeFr(mail.created_at) || mail.created_at}</time>
      </p>
      {mail.links.length > 0 ? (
        <ul className="dev-mail__links" aria-label="Liens de l’e-mail">
          {mail.links.map((link) => (
            <li key={link}>
              <MailLink href={link} />
            </li>
          ))}
        </ul>
      ) : null}
      <details className="dev-mail__body">
        <summary>Texte de l’e-mail</summary>
        <pre>{mail.text}</pre>
      </details>
    </article>
  );
}
