import { DevMailbox } from '@/features/dev-mails/components/dev-mailbox';

function DevMailsRoute() {
  return (
    <div className="container page">
      <DevMailbox />
    </div>
  );
}

export const Component = DevMailsRoute;
