import { ActivationMessage } from '@/features/auth/components/activation-message';

function ActivationRoute() {
  return (
    <div className="container page">
      <ActivationMessage />
    </div>
  );
}

export const Component = ActivationRoute;
