import { paths } from '@/config/paths';
import { FaqBlock } from '@/features/faq/components/faq-block';
import { ProHub } from '@/features/pro-hub/components/pro-hub';
import { SignedInRedirect } from '../signed-in-redirect';

function ProHubRoute() {
  return (
    <div className="container page">
      {/* « Accès PRO » takes a signed-in person to their Tableau de bord, not back to the sign-up hub. */}
      <SignedInRedirect>
        <ProHub faq={<FaqBlock pathname={paths.proHub.getHref()} />} />
      </SignedInRedirect>
    </div>
  );
}

export const Component = ProHubRoute;
