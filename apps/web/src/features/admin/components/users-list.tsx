import { ADMIN_USER_ROLES, ADMIN_USER_SORTS, PRODUCT_NAME, formatCount, formatShortDateTimeFr, type TAdminUser } from '@fournil/shared';
import { useId, useRef, useState, type ReactNode } from 'react';
import { ActionMenu, Badge, ConfirmPrompt, ErrorBox, LoadingText, type TActionMenuItem } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminUsers, useDeleteUserAccount, useExportUserData, useSetUserSuspension, useSirenDisputeActions } from '../api/users';
import { useListParams } from '../hooks/use-list-params';
import { AccountLimits } from './account-limits';
import { AdminTable, type TColumn } from './admin-table';
import { ListView } from './list-view';
import { SearchBox } from './search-box';
import { SectionHeader } from './section-header';
import { SelectFilter } from './select-filter';

const [EMAIL, DATE_JOINED, LAST_LOGIN] = ADMIN_USER_SORTS;

/** The staff's role, one name everywhere in the back-office (docs/back-office.md, "Roles"). */
export const STAFF_ROLE = `Équipe ${PRODUCT_NAME}`;

const ROLE_LABELS: Record<(typeof ADMIN_USER_ROLES)[number], string> = {
  all: 'Tous les comptes',
  owner: 'Propriétaires',
  manager: 'Responsables',
  staff: STAFF_ROLE,
  suspended: 'Suspendus',
};
const ROLE_OPTIONS = ADMIN_USER_ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }));

export const SUSPEND_QUESTION =
  'Suspendre ce compte ? Ses sessions se terminent tout de suite, il ne peut plus se connecter, et ses boulangeries disparaissent des pages publiques et du direct jusqu’au rétablissement.';

export const DELETE_QUESTION =
  'Supprimer ce compte à la demande de la personne ? Ses boulangeries, campagnes et images sont supprimées, ses abonnements arrêtés, ses sessions fermées ; ses paiements et factures restent. C’est définitif.';

export const RELEASE_QUESTION =
  'Libérer ce SIREN ? Le compte n’est plus propriétaire et ne peut plus gérer ses boulangeries ; une autre personne pourra vérifier ce SIREN. Le compte et les personnes qui l’ont signalé sont prévenus par e-mail.';
export const HIDE_BAKERIES_OPTION = 'Masquer ses boulangeries des pages publiques en attendant';
export const SHOW_QUESTION = 'Rendre de nouveau visibles les boulangeries de ce compte sur les pages publiques et le direct ?';

function Roles({ user }: { user: TAdminUser }) {
  if (user.deleted_at) {
    return (
      <span className="admin-badges">
        <Badge tone="danger">Compte supprimé le {formatShortDateTimeFr(user.deleted_at)}</Badge>
      </span>
    );
  }
  return (
    <span className="admin-badges">
      {user.is_staff ? <Badge tone="info">{STAFF_ROLE}</Badge> : null}
      {user.is_proprietaire ? <Badge tone="success">Propriétaire</Badge> : null}
      {user.managed_bakeries_count > 0 ? <Badge tone="success">Responsable</Badge> : null}
      {user.suspended_at ? <Badge tone="danger">Suspendu depuis le {formatShortDateTimeFr(user.suspended_at)}</Badge> : null}
      {user.bakeries_hidden_at ? (
        <Badge tone="warning">Boulangeries masquées depuis le {formatShortDateTimeFr(user.bakeries_hidden_at)}</Badge>
      ) : null}
      {!user.is_staff && !user.is_proprietaire && user.managed_bakeries_count === 0 && !user.suspended_at ? (
        <Badge>Utilisateur</Badge>
      ) : null}
      {user.email_verified ? null : <Badge tone="warning">E-mail non confirmé</Badge>}
    </span>
  );
}

function Siren({ user }: { user: TAdminUser }) {
  if (!user.siren) return <span className="admin-muted">Aucun</span>;
  return (
    <>
      {user.siren} {user.siren_verified ? <Badge tone="success">vérifié</Badge> : <Badge tone="warning">non vérifié</Badge>}
    </>
  );
}

/** Owned bakeries, then the ones the account manages, each counted for this account alone. */
function BakeryCounts({ user }: { user: TAdminUser }) {
  return (
    <>
      {formatCount(user.bakeries_count)}
      {user.managed_bakeries_count > 0 ? (
        <span className="admin-table__sub">{`responsable de ${formatCount(user.managed_bakeries_count)}`}</span>
      ) : null}
    </>
  );
}

/** What a row's menu can open: a question (Oui / Non) or the limits form. */
type TModeration = 'suspend' | 'restore' | 'release' | 'show' | 'delete' | 'limits';

/**
 * An account's moderation (docs/back-office.md, "Users"): one « Actions » menu per row — suspend or
 * restore, the SIREN disputes' « Libérer le SIREN » (with the choice of hiding the account's bakeries
 * meanwhile) and « Afficher les boulangeries », the limits, the data export, the deletion — then the
 * chosen action's question or form under it. Closing it puts the focus back on the menu.
 */
function Moderation({ user }: { user: TAdminUser }) {
  const suspension = useSetUserSuspension(user.id);
  const exportData = useExportUserData(user.id);
  const deletion = useDeleteUserAccount(user.id);
  const { release, show } = useSirenDisputeActions(user.id);
  const [chosen, setChosen] = useState<TModeration | null>(null);
  const [hideBakeries, setHideBakeries] = useState(false);
  const optionId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  // Staff accounts are not suspended nor deleted here (the server refuses with 403); a deleted account has nothing left to act on.
  if (user.is_staff || user.deleted_at) return <span className="admin-muted">—</span>;

  const backToMenu = () => {
    setChosen(null);
    menuButton.current?.focus();
  };
  // Each question closes once its action has answered; an error stays under the menu.
  const done = { onSettled: backToMenu };
  const items: TActionMenuItem[] = [
    user.suspended_at
      ? { key: 'restore', label: 'Rétablir', onSelect: () => setChosen('restore') }
      : { key: 'suspend', label: 'Suspendre', onSelect: () => setChosen('suspend'), isDanger: true },
    ...(user.siren_verified ? [{ key: 'release', label: 'Libérer le SIREN', onSelect: () => setChosen('release') }] : []),
    ...(user.bakeries_hidden_at ? [{ key: 'show', label: 'Afficher les boulangeries', onSelect: () => setChosen('show') }] : []),
    { key: 'limits', label: 'Limites', onSelect: () => setChosen('limits') },
    { key: 'export', label: 'Exporter les données', onSelect: () => exportData.mutate() },
    { key: 'delete', label: 'Supprimer', onSelect: () => setChosen('delete'), isDanger: true },
  ];
  const questions: Partial<Record<TModeration, { question: ReactNode; confirmLabel?: string; isPending: boolean; confirm: () => void }>> = {
    suspend: { question: SUSPEND_QUESTION, isPending: suspension.isPending, confirm: () => suspension.mutate('suspend', done) },
    restore: {
      question: 'Rétablir ce compte ? Il peut de nouveau se connecter et ses boulangeries redeviennent visibles.',
      isPending: suspension.isPending,
      confirm: () => suspension.mutate('restore', done),
    },
    release: {
      question: (
        <>
          {RELEASE_QUESTION}
          <span className="admin-check">
            <input id={optionId} type="checkbox" checked={hideBakeries} onChange={(event) => setHideBakeries(event.target.checked)} />
            <label htmlFor={optionId}>{HIDE_BAKERIES_OPTION}</label>
          </span>
        </>
      ),
      confirmLabel: 'Libérer',
      isPending: release.isPending,
      confirm: () => release.mutate(hideBakeries, done),
    },
    show: { question: SHOW_QUESTION, isPending: show.isPending, confirm: () => show.mutate(undefined, done) },
    delete: { question: DELETE_QUESTION, isPending: deletion.isPending, confirm: () => deletion.mutate(undefined, done) },
  };
  const asked = chosen && chosen !== 'limits' ? questions[chosen] : undefined;

  return (
    <div className="admin-row-actions">
      <ActionMenu label="Actions" ariaLabel={`Actions pour ${user.email}`} items={items} buttonRef={menuButton} />
      {exportData.isPending ? <LoadingText>Export des données…</LoadingText> : null}
      {asked ? (
        <ConfirmPrompt
          question={asked.question}
          confirmLabel={asked.confirmLabel}
          isPending={asked.isPending}
          onConfirm={asked.confirm}
          onCancel={backToMenu}
        />
      ) : null}
      {chosen === 'limits' ? <AccountLimits user={user} onClose={backToMenu} /> : null}
      {[suspension, exportData, deletion, release, show].map((action, index) =>
        action.isError ? <ErrorBox key={index}>{errorMessage(action.error)}</ErrorBox> : null,
      )}
    </div>
  );
}

const COLUMNS: TColumn<TAdminUser>[] = [
  {
    id: 'email',
    label: 'Compte',
    sortKey: EMAIL,
    isRowHeader: true,
    render: (user) => (
      <>
        {user.email}
        <span className="admin-table__sub">{user.username}</span>
      </>
    ),
  },
  { id: 'roles', label: 'Rôles', render: (user) => <Roles user={user} /> },
  { id: 'siren', label: 'SIREN', render: (user) => <Siren user={user} /> },
  { id: 'bakeries', label: 'Boulangeries', render: (user) => <BakeryCounts user={user} />, className: 'admin-table__narrow' },
  { id: 'date_joined', label: 'Inscrit le', sortKey: DATE_JOINED, render: (user) => formatShortDateTimeFr(user.date_joined) },
  {
    id: 'last_login',
    label: 'Dernière connexion',
    sortKey: LAST_LOGIN,
    render: (user) => formatShortDateTimeFr(user.last_login) || 'Jamais',
  },
  { id: 'actions', label: 'Modération', render: (user) => <Moderation user={user} /> },
];

/** /admin/utilisateurs: accounts with their roles and SIREN state; suspend and restore. */
export function UsersList() {
  useDocumentTitle('Utilisateurs · Administration');
  const params = useListParams({ defaultSort: `-${DATE_JOINED}`, filters: { role: 'all' } });
  const query = useAdminUsers(params.query);
  return (
    <section>
      <SectionHeader title="Utilisateurs">
        Les comptes, leurs rôles et l’état de leur SIREN. Suspendre un compte arrête ses sessions et masque ses boulangeries. Un SIREN
        contesté se libère depuis le compte qui le détient (recherchez le SIREN). « Limites » montre les boulangeries et images d’un compte
        et lui donne ses propres limites. À la demande d’une personne, exportez ses données ou supprimez son compte.
      </SectionHeader>
      <div className="admin-toolbar">
        <SearchBox label="Rechercher (e-mail, identifiant, SIREN)" value={params.q} onSearch={params.setQuery} />
        <SelectFilter
          label="Rôle"
          value={params.filters.role}
          options={ROLE_OPTIONS}
          onChange={(value) => params.setFilter('role', value)}
        />
      </div>
      <ListView query={query} params={params} loadingText="Chargement des comptes…" emptyText="Aucun compte ne correspond.">
        {(rows) => (
          <AdminTable
            caption="Utilisateurs"
            columns={COLUMNS}
            rows={rows}
            rowKey={(user) => user.id}
            sort={params.sort}
            onSort={params.toggleSort}
          />
        )}
      </ListView>
    </section>
  );
}
