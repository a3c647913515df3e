import type { ReactNode } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { EmptyState, ErrorBox, LinkButton, LoadingText } from '@/components/ui';
import { useUser } from '@/features/account/api/get-user';
import { AdminShell } from '@/features/admin/components/admin-shell';
import { AuditLogView } from '@/features/admin/components/audit-log-view';
import { BakeriesList } from '@/features/admin/components/bakeries-list';
import { FaqEditor } from '@/features/admin/components/faq-editor';
import { FaqList } from '@/features/admin/components/faq-list';
import { MessageView } from '@/features/admin/components/message-view';
import { MessagesInbox } from '@/features/admin/components/messages-inbox';
import { PageEditor } from '@/features/admin/components/page-editor';
import { PagesList } from '@/features/admin/components/pages-list';
import { PaymentsView } from '@/features/admin/components/payments-view';
import { PromoEditor } from '@/features/admin/components/promo-editor';
import { PromoList } from '@/features/admin/components/promo-list';
import { StaffOnly } from '@/features/admin/components/staff-only';
import { UsersList } from '@/features/admin/components/users-list';
import { NEW_PAGE_SEGMENT } from '@/features/admin/lib/admin-sections';
import { errorMessage } from '@/lib/api-client';
import { useSessionExpiredRedirect } from './use-session-expired-redirect';

/** An id of the address (`/admin/faq/12`), or null when it is not one. */
function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** An address under /admin that names nothing (a mistyped id, an old link). */
function AdminNotFound() {
  return (
    <EmptyState
      title="Élément introuvable"
      action={
        <LinkButton to="/admin" variant="secondary" size="sm">
          Retour au back-office
        </LinkButton>
      }
    >
      Cette adresse ne correspond à rien dans le back-office.
    </EmptyState>
  );
}

function PageEditorRoute() {
  const { slug } = useParams();
  return <PageEditor key={slug} slug={slug === NEW_PAGE_SEGMENT || !slug ? null : slug} />;
}

/** `/admin/faq/nouvelle` or `/admin/faq/:id`; `render` gets null for a new element. */
function EditorRoute({ newSegment, render }: { newSegment: string; render: (id: number | null) => ReactNode }) {
  const { id } = useParams();
  if (id === newSegment) return render(null);
  const parsed = parseId(id);
  return parsed === null ? <AdminNotFound /> : render(parsed);
}

function MessageRoute() {
  const id = parseId(useParams().id);
  return id === null ? <AdminNotFound /> : <MessageView key={id} id={id} />;
}

/**
 * /admin/*: the staff back-office (issue 11). Signed-out visitors never get here (RequireAuth sends
 * them to the login screen and back); a signed-in account that is not staff is told the area is
 * reserved. The API checks every call again (403).
 */
function AdminRoute() {
  useSessionExpiredRedirect();
  const user = useUser();

  let content;
  if (user.isPending) content = <LoadingText>Chargement de votre compte…</LoadingText>;
  else if (user.isError) content = <ErrorBox onRetry={() => void user.refetch()}>{errorMessage(user.error)}</ErrorBox>;
  else if (!user.data.is_staff) content = <StaffOnly />;
  else {
    content = (
      <AdminShell>
        <Routes>
          <Route index element={<Navigate to="pages" replace />} />
          <Route path="pages" element={<PagesList />} />
          <Route path="pages/:slug" element={<PageEditorRoute />} />
          <Route path="faq" element={<FaqList />} />
          <Route path="faq/:id" element={<EditorRoute newSegment="nouvelle" render={(id) => <FaqEditor key={id ?? 'new'} id={id} />} />} />
          <Route path="codes-promo" element={<PromoList />} />
          <Route path="codes-promo/:id" element={<EditorRoute newSegment="nouveau" render={(id) => <PromoEditor key={id ?? 'new'} id={id} />} />} />
          <Route path="messages" element={<MessagesInbox />} />
          <Route path="messages/:id" element={<MessageRoute />} />
          <Route path="utilisateurs" element={<UsersList />} />
          <Route path="boulangeries" element={<BakeriesList />} />
          <Route path="paiements" element={<PaymentsView />} />
          <Route path="journal" element={<AuditLogView />} />
          <Route path="*" element={<AdminNotFound />} />
        </Routes>
      </AdminShell>
    );
  }
  return <div className="container container--wide page">{content}</div>;
}

export const Component = AdminRoute;
