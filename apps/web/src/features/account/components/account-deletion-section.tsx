import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MAX_LENGTH, SECOND_FACTOR_PROOF_MAX_LENGTH, ZAccountDelete } from '@fournil/shared';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button, Card, HiddenUsernameField, TextField } from '@/components/ui';
import { useServerErrors } from '@/lib/form-errors';
import { useDeleteAccount } from '../api/delete-account';
import { useTwoFactorStatus } from '../api/get-two-factor-status';
import { ACCOUNT_DELETE_CONSEQUENCES, ACCOUNT_DELETE_ERROR_FALLBACK } from '../lib/account-messages';

const FIELDS = ['password', 'code'] as const;

/**
 * The profile's « Supprimer mon compte » section (docs/privacy.md, "Deleting the account"); with two-step
 * verification on, the code of the app or a recovery code too (docs/two-factor.md, "Deleting the account").
 */
export function AccountDeletionSection({ username, onDeleted }: { username: string; onDeleted: () => void }) {
  const id = useId();
  const deletion = useDeleteAccount();
  const twoFactor = useTwoFactorStatus();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ZAccountDelete), defaultValues: { password: '', code: '' }, reValidateMode: 'onSubmit' });
  const [formError, setFormError] = useServerErrors(deletion.error, setError, FIELDS, ACCOUNT_DELETE_ERROR_FALLBACK, '');

  // The server asks for the code when the status has not said yet that it is on: the field appears with its sentence.
  const asksForCode = twoFactor.data?.enabled === true || errors.code !== undefined;

  const submit = handleSubmit(({ password, code }) => {
    if (deletion.isPending) return;
    setFormError(null);
    deletion.mutate(asksForCode && code ? { password, code } : { password }, { onSuccess: onDeleted });
  });

  return (
    <Card as="section" className="profile__danger" aria-labelledby={`${id}-title`}>
      <h2 className="profile__section-title" id={`${id}-title`}>
        Supprimer mon compte
      </h2>
      <p className="profile__section-text">La suppression est définitive :</p>
      <ul className="profile__consequences">
        {ACCOUNT_DELETE_CONSEQUENCES.map((consequence) => (
          <li key={consequence}>{consequence}</li>
        ))}
      </ul>
      <form className="form" noValidate onSubmit={(event) => void submit(event)} aria-busy={deletion.isPending || undefined}>
        <HiddenUsernameField username={username} />
        <TextField
          label="Mot de passe"
          type="password"
          autoComplete="current-password"
          required
          maxLength={PASSWORD_MAX_LENGTH}
          hint="Retapez votre mot de passe pour confirmer."
          {...register('password')}
          error={errors.password?.message}
        />
        {asksForCode ? (
          <TextField
            label="Code de validation en deux étapes"
            autoComplete="one-time-code"
            spellCheck={false}
            required
            maxLength={SECOND_FACTOR_PROOF_MAX_LENGTH}
            hint="Le code à 6 chiffres de votre application, ou un code de secours si vous ne l’avez plus."
            {...register('code')}
            error={errors.code?.message}
          />
        ) : null}
        {formError ? (
          <p className="field__error" role="alert">
            {formError}
          </p>
        ) : null}
        <Button type="submit" variant="danger" isLoading={deletion.isPending}>
          Supprimer définitivement mon compte
        </Button>
      </form>
    </Card>
  );
}
