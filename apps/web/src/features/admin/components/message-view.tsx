import { formatDateTimeFr, replyMailto, type TAdminMessage } from '@fournil/shared';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { Badge, Button, ErrorBox, LoadingText, MailIcon } from '@/components/ui';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminMessage, usePatchAdminMessage } from '../api/messages';
import { SectionHeader } from './section-header';

/** /admin/messages/:id: loads the message, then shows it. */
export function MessageView({ id }: { id: number }) {
  const query = useAdminMessage(id);
  if (query.isPending) return <LoadingText>Chargement du message…</LoadingText>;
  if (query.isError) return <ErrorBox onRetry={() => void query.refetch()}>{errorMessage(query.error)}</ErrorBox>;
  return <MessageDetail message={query.data} />;
}

/**
 * One contact message. Opening it marks it read: the server does not on a GET
 * (docs/back-office.md, "Contact messages"), this screen sends `PATCH {read: true}` once.
 */
function MessageDetail({ message }: { message: TAdminMessage }) {
  useDocumentTitle(`${message.subject} · Messages`);
  const navigate = useNavigate();
  const patch = usePatchAdminMessage(message.id);
  const hasMarkedRead = useRef(false);
  const isUnread = message.read_at === null;
  const isArchived = message.archived_at !== null;
  const { mutate } = patch;

  useEffect(() => {
    if (!isUnread || hasMarkedRead.current) return;
    hasMarkedRead.current = true;
    mutate({ read: true });
  }, [isUnread, mutate]);

  return (
    <section className="admin-editor">
      <p className="admin-back">
        <Link to={paths.admin.messages.getHref()}>← Boîte de réception</Link>
      </p>
      <SectionHeader title={message.subject || '(sans objet)'}>
        De {message.name} &lt;{message.email}&gt;, le {formatDateTimeFr(message.created_at)}
      </SectionHeader>
      <p className="admin-badges">
        {isArchived ? <Badge>Archivé</Badge> : null}
        {isUnread ? <Badge tone="info">Non lu</Badge> : <Badge>Lu</Badge>}
        {message.user_id !== null ? <Badge tone="success">Compte Fournil</Badge> : null}
        {message.kind === 'siren_dispute' ? <Badge tone="warning">Litige SIREN</Badge> : null}
      </p>
      {message.kind === 'siren_dispute' && message.siren ? (
        <p>
          {/* Staff see who holds the SIREN and release it from the users list (docs/back-office.md, "SIREN disputes"). */}
          <Link to={`${paths.admin.users.getHref()}?q=${message.siren}`}>Voir les comptes du SIREN {message.siren}</Link>
        </p>
      ) : null}
      <div className="admin-message">{message.message}</div>
      <div className="admin-form__actions">
        <a className={buttonClass({})} href={replyMailto(message)}>
          <MailIcon width={18} height={18} />
          Répondre
        </a>
        <Button
          variant="secondary"
          isLoading={patch.isPending && patch.variables?.archived !== undefined}
          onClick={() => patch.mutate({ archived: !isArchived })}
        >
          {isArchived ? 'Désarchiver' : 'Archiver'}
        </Button>
        {isUnread ? null : (
          <Button
            variant="ghost"
            isLoading={patch.isPending && patch.variables?.read === false}
            onClick={() =>
              patch.mutate(
                { read: false },
                { onSuccess: () => void navigate(paths.admin.messages.getHref(), { state: { notice: 'Message marqué comme non lu.' } }) },
              )
            }
          >
            Marquer comme non lu
          </Button>
        )}
      </div>
      {patch.isError ? <ErrorBox>{errorMessage(patch.error)}</ErrorBox> : null}
    </section>
  );
}
