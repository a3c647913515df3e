import { useSearchParams } from 'react-router';
import { RegistrationForm } from '@/features/auth/components/registration-form';

function RegisterRoute() {
  // `?next=` (e.g. an invitation link) is handed on to the login screen, which checks it.
  const next = useSearchParams()[0].get('next');
  return (
    <div className="container page">
      <RegistrationForm loginTo={next ? `/login?next=${encodeURIComponent(next)}` : '/login'} />
    </div>
  );
}

export const Component = RegisterRoute;
