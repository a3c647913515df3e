import { useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { RegistrationForm } from '@/features/auth/components/registration-form';

function RegisterRoute() {
  // `?next=` (e.g. an invitation link) is handed on to the login screen, which checks it.
  const next = useSearchParams()[0].get('next');
  return (
    <div className="container page">
      <RegistrationForm loginTo={paths.login.getHref({ next })} />
    </div>
  );
}

export const Component = RegisterRoute;
