import { CheckCircleIcon, LinkButton } from '@/components/ui';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthPage } from './auth-page';

export const ACTIVATION_TITLE = 'Activation du compte';
export const ACTIVATION_TEXT = 'Votre compte est activé. Vous pouvez maintenant vous connecter.';

/** /activation/:uid/:token — a static message (docs/accounts.md, "E-mail confirmation"). */
export function ActivationMessage() {
  useDocumentTitle(ACTIVATION_TITLE);
  return (
    <AuthPage title={ACTIVATION_TITLE}>
      <div className="stack">
        <div className="status-box">
          <CheckCircleIcon />
          <p>{ACTIVATION_TEXT}</p>
        </div>
        <LinkButton to={paths.login.getHref()} size="lg" block>
          Se connecter
        </LinkButton>
      </div>
    </AuthPage>
  );
}
