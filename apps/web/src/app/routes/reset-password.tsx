import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

function ResetPasswordRoute() {
  const { uid = '', token = '' } = useParams();
  const navigate = useNavigate();
  const goToLogin = useCallback(() => void navigate(paths.login.getHref(), { replace: true }), [navigate]);
  return (
    <div className="container page">
      <ResetPasswordForm key={`${uid}/${token}`} uid={uid} token={token} onDone={goToLogin} />
    </div>
  );
}

export const Component = ResetPasswordRoute;
