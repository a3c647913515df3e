import { useParams } from 'react-router';
import { EmailConfirmation } from '@/features/auth/components/email-confirmation';

function EmailConfirmationRoute() {
  const { key = '' } = useParams();
  return (
    <div className="container page">
      <EmailConfirmation key={key} confirmationKey={key} />
    </div>
  );
}

export const Component = EmailConfirmationRoute;
