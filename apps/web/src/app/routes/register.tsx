import { RegistrationForm } from '@/features/auth/components/registration-form';

function RegisterRoute() {
  return (
    <div className="container page">
      <RegistrationForm />
    </div>
  );
}

export const Component = RegisterRoute;
