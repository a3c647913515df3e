import { parsePathId } from '@fournil/shared';
import type { ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate, useParams } from 'react-router';
import { EmptyState, ErrorBox, LinkButton, LoadingText } from '@/components/ui';
import { paths } from '@/config/paths';
import { useTwoFactorStatus } from '@/features/account/api/get-two-factor-status';
import { useUser } from '@/features/account/api/get-user';
import { AdminShell } from '@/features/admin/components/admin-shell';
import { AuditLogView } from '@/features/admin/components/audit-log-view';
import { ClaimsList } from '@/features/admin/components/claims-list';
import { BakeriesList } from '@/features/admin/components/bakeries-list';
import { DuplicatesList } from '@/features/admin/components/duplicates-list';
import { FaqEditor } from '@/features/admin/components/faq-editor';
import { FaqList } from '@/features/admin/components/faq-list';
import { MessageView } from '@/features/admin/components/message-view';
import { MessagesInbox } from '@/features/admin/components/messages-inbox';
import { PageEditor } from '@/features/admin/components/page-editor';
import { PagesList } from '@/features/admin/components/pages-list';
import { PaymentsView } from '@/features/admin/components/payments-view';
import { PromoEditor } from '@/features/admin/components/promo-editor';
import { PromoList } from '@/features/admin/components/promo-list';
import { ReportsView } from '@/features/admin/components/reports-view';
import { StaffOnly } from '@/features/admin/components/staff-only';
import { TwoFactorLoginRequired, TwoFactorRequired } from '@/features/admin/components/two-factor-required';
import { UsersList } from '@/features/admin/components/users-list';
import { useTwoFactorRefusal } from '@/features/admin/hooks/use-two-factor-refusal';
import { LogoutButton } from '@/features/auth/components/logout-button';
import { errorMessage } from '@/lib/api-client';
import { useSessionExpiredRedirect } from './use-session-expired-redirect';

/** An address under /admin that names nothing (a mistyped id, an old link). */
function AdminNotFound() {
  return (
    <EmptyState
      title="Élément introuvable"
      action={
        <LinkButton to={paths.admin.root.getHref()} variant="secondary" size="sm">
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
  return <PageEditor key={slug} slug={slug === paths.admin.page.newSegment || !slug ? null : slug} />;
}

/** `/admin/faq/nouvelle` or `/admin/faq/:id`; `render` gets null for a new element. */
function EditorRoute({ newSegment, render }: { newSegment: string; render: (id: number | null) => ReactNode }) {
  const { id } = useParams();
  if (id === newSegment) return render(null);
  const parsed = parsePathId(id);
  return parsed === null ? <AdminNotFound /> : render(parsed);
}

function MessageRoute() {
  const id = parsePathId(useParams().id);
  return id === null ? <AdminNotFound /> : <MessageView key={id} id={id} />;
}

/**
 * /admin/*: the staff back-office (docs/back-office.md). Signed-out visitors never get here
 * (RequireAuth sends them to the login screen and back); a signed-in account that is not staff is
 * told the area is reserved, a staff account without two-step verification is sent to turn it
 * on in its profile, and a session opened without the code is asked to sign in again with it
 * (docs/two-factor.md). The API checks every call again (403).
 */
function AdminRoute() {
  useSessionExpiredRedirect();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useUser();
  const twoFactor = useTwoFactorStatus({ isEnabled: user.data?.is_staff === true });
  const twoFactorRefusal = useTwoFactorRefusal();

  let content;
  if (user.isPending) content = <LoadingText>Chargement de votre compte…</LoadingText>;
  else if (user.isError) content = <ErrorBox onRetry={() => void user.refetch()}>{errorMessage(user.error)}</ErrorBox>;
  else if (!user.data.is_staff) content = <StaffOnly />;
  else if (twoFactor.isPending) content = <LoadingText>Chargement de votre compte…</LoadingText>;
  // Unreadable status: the sections open, and the API's own refusal (if any) brings the gate.
  else if (twoFactorRefusal === 'setup' || twoFactor.data?.enabled === false) content = <TwoFactorRequired />;
  else if (twoFactorRefusal === 'login') {
    const signIn = () => void navigate(paths.login.getHref({ next: `${location.pathname}${location.search}` }));
    content = <TwoFactorLoginRequired action={<LogoutButton variant="primary" onLoggedOut={signIn} />} />;
  } else {
    content = (
      <AdminShell>
        <Routes>
          <Route index element={<Navigate to={paths.admin.pages.path} replace />} />
          <Route path={paths.admin.pages.path} element={<PagesList />} />
          <Route path={paths.admin.page.path} element={<PageEditorRoute />} />
          <Route path={paths.admin.faqs.path} element={<FaqList />} />
          <Route
            path={paths.admin.faq.path}
            element={<EditorRoute newSegment={paths.admin.faq.newSegment} render={(id) => <FaqEditor key={id ?? 'new'} id={id} />} />}
          />
          <Route path={paths.admin.promoCodes.path} element={<PromoList />} />
          <Route
            path={paths.admin.promoCode.path}
            element={
              <EditorRoute newSegment={paths.admin.promoCode.newSegment} render={(id) => <PromoEditor key={id ?? 'new'} id={id} />} />
            }
          />
          <Route path={paths.admin.messages.path} element={<MessagesInbox />} />
          <Route path={paths.admin.message.path} element={<MessageRoute />} />
          <Route path={paths.admin.users.path} element={<UsersList />} />
          <Route path={paths.admin.bakeries.path} element={<BakeriesList />} />
          <Route path={paths.admin.duplicates.path} element={<DuplicatesList />} />
          <Route path={paths.admin.reports.path} element={<ReportsView />} />
          <Route path={paths.admin.payments.path} element={<PaymentsView />} />
          <Route path={paths.admin.auditLog.path} element={<AuditLogView />} />
          <Route path={paths.admin.claims.path} element={<ClaimsList />} />
          <Route path="*" element={<AdminNotFound />} />
        </Routes>
      </AdminShell>
    );
  }
  return <div className="container container--wide page admin-page">{content}</div>;
}

export const Component = AdminRoute;
