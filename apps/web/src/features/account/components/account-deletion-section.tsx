import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MAX_LENGTH, ZAccountDelete } from '@fournil/shared';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button, Card, HiddenUsernameField, TextField } from '@/components/ui';
import { useServerErrors } from '@/lib/form-errors';
import { useDeleteAccount } from '../api/delete-account';
import { ACCOUNT_DELETE_CONSEQUENCES, ACCOUNT_DELETE_ERROR_FALLBACK } from '../lib/account-messages';

const FIELDS = ['password'] as const;

/** The profile's « Supprimer mon compte » section (docs/privacy.md, "Deleting the account"). */
export function AccountDeletionSection({ username, onDeleted }: { username: string; onDeleted: () => void }) {
  const id = useId();
  const deletion = useDeleteAccount();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ZAccountDelete), defaultValues: { password: '' }, reValidateMode: 'onSubmit' });
  const [formError, setFormError] = useServerErrors(deletion.error, setError, FIELDS, ACCOUNT_DELETE_ERROR_FALLBACK, '');

  const submit = handleSubmit((values) => {
    if (deletion.isPending) return;
    setFormError(null);
    deletion.mutate(values, { onSuccess: onDeleted });
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
