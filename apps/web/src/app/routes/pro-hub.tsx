import { paths } from '@/config/paths';
import { FaqBlock } from '@/features/faq/components/faq-block';
import { ProHub } from '@/features/pro-hub/components/pro-hub';

function ProHubRoute() {
  return (
    <div className="container page">
      <ProHub faq={<FaqBlock pathname={paths.proHub.getHref()} />} />
    </div>
  );
}

export const Component = ProHubRoute;
