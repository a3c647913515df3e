import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { FormStatus, PageHeader } from '@/components/ui';
import { AdminNav } from './admin-nav';
import '@/styles/forms.css';
import '../admin.css';

/** A message the previous screen handed over in the navigation state (« Page supprimée. »). */
function noticeOf(state: unknown): string | null {
  const notice = state && typeof state === 'object' ? (state as { notice?: unknown }).notice : undefined;
  return typeof notice === 'string' ? notice : null;
}

/** The back-office frame: its title, the section navigation, the last notice and the current section. */
export function AdminShell({ children }: { children: ReactNode }) {
  const { state } = useLocation();
  return (
    <div className="admin">
      <PageHeader eyebrow="Back-office" title="Administration de Fournil" className="admin__header" />
      <AdminNav />
      <FormStatus message={noticeOf(state)} />
      <div className="admin__section">{children}</div>
    </div>
  );
}
