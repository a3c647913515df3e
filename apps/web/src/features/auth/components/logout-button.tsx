import { Button, type ButtonProps, LogoutIcon } from '@/components/ui';
import { useLogout } from '../api/logout';

type LogoutButtonProps = Omit<ButtonProps, 'onClick' | 'isLoading' | 'children'> & {
  /** Called after the server revoked the session (or could not be reached) and the token is gone. */
  onLoggedOut: () => void;
};

/** 'Se déconnecter': revokes the session on the server, then forgets the token. */
export function LogoutButton({ onLoggedOut, variant = 'secondary', ...props }: LogoutButtonProps) {
  const logoutMutation = useLogout();
  return (
    <Button
      variant={variant}
      icon={<LogoutIcon className="btn__icon" />}
      isLoading={logoutMutation.isPending}
      onClick={() => logoutMutation.mutate(undefined, { onSettled: () => onLoggedOut() })}
      {...props}
    >
      Se déconnecter
    </Button>
  );
}
