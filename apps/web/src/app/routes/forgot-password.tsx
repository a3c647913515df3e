import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

function ForgotPasswordRoute() {
  return (
    <div className="container page">
      <ForgotPasswordForm />
    </div>
  );
}

export const Component = ForgotPasswordRoute;
