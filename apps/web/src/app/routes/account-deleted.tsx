import { AccountDeletedNotice } from '@/features/account/components/account-deleted-notice';

// /compte-supprime: where the profile lands once the account is deleted, in the public layout (no professional
// header, no account menu: this browser is signed out).
function AccountDeletedRoute() {
  return (
    <div className="container page">
      <AccountDeletedNotice />
    </div>
  );
}

export const Component = AccountDeletedRoute;
