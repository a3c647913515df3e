import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { CheckCircleIcon, SentNotice } from '@/components/ui';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ACCOUNT_DELETED_TEXT, ACCOUNT_DELETED_TITLE } from '../lib/account-messages';
import '../account.css';

/** « Votre compte a été supprimé », outside the professional area: the focus on the title, and nothing of the account left in memory. */
export function AccountDeletedNotice() {
  useDocumentTitle(ACCOUNT_DELETED_TITLE);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const queryClient = useQueryClient();
  useEffect(() => {
    // The screens that read the account are gone: their data goes too.
    queryClient.clear();
    // After the frame: the shell moves the focus to the page's content on each navigation, then the title takes it.
    const frame = requestAnimationFrame(() => titleRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [queryClient]);
  return (
    <SentNotice icon={<CheckCircleIcon />} title={ACCOUNT_DELETED_TITLE} titleRef={titleRef}>
      <p>{ACCOUNT_DELETED_TEXT}</p>
      {/* A full load: the app starts again signed out. */}
      <a className="btn btn--secondary" href="/">
        Retour à l’accueil
      </a>
    </SentNotice>
  );
}
