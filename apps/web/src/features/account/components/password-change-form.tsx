import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, ZPasswordChange } from '@fournil/shared';
import { useId, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Card, CheckCircleIcon, FormStatus, FormSubmit, HiddenUsernameField, TextField } from '@/components/ui';
import { useServerErrors } from '@/lib/form-errors';
import { NEW_PASSWORD_INPUT } from '@/lib/password-input';
import { PasswordFeedback, usePasswordFeedback, withPasswordRules } from '@/lib/password-rules';
import { useChangePassword } from '../api/change-password';
import { PASSWORD_CHANGE_ERROR_FALLBACK } from '../lib/account-messages';

const EMPTY = { old_password: '', new_password1: '', new_password2: '' };
const FIELDS = ['old_password', 'new_password1', 'new_password2'] as const;

/** The profile's « Mot de passe » section (docs/accounts.md, "Changing the password"). */
export function PasswordChangeForm({ username, email }: { username: string; email: string }) {
  const id = useId();
  const change = useChangePassword();
  // The shared schema, then the password rules, which judge the new password against this account.
  const resolver = useMemo(
    () => withPasswordRules(zodResolver(ZPasswordChange), 'new_password1', () => ({ username, email })),
    [username, email],
  );
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors },
  } = useForm({ resolver, defaultValues: EMPTY, reValidateMode: 'onSubmit' });
  const passwordFeedback = usePasswordFeedback(useWatch({ control, name: 'new_password1' }), { username, email });
  const [formError, setFormError] = useServerErrors(change.error, setError, FIELDS, PASSWORD_CHANGE_ERROR_FALLBACK, '');

  const submit = handleSubmit((values) => {
    if (change.isPending) return;
    setFormError(null);
    change.mutate(values, {
      // The fields empty again: the new password is not left on screen.
      onSuccess: () => reset(EMPTY),
    });
  });

  return (
    <Card as="section" aria-labelledby={`${id}-title`}>
      <h2 className="profile__section-title" id={`${id}-title`}>
        Mot de passe
      </h2>
      <form className="form" noValidate onSubmit={(event) => void submit(event)} aria-busy={change.isPending || undefined}>
        <HiddenUsernameField username={username} />
        <TextField
          label="Mot de passe actuel"
          type="password"
          autoComplete="current-password"
          required
          maxLength={PASSWORD_MAX_LENGTH}
          {...register('old_password', { onChange: () => change.isSuccess && change.reset() })}
          error={errors.old_password?.message}
        />
        <TextField
          label="Nouveau mot de passe"
          {...NEW_PASSWORD_INPUT}
          {...register('new_password1')}
          hint={<>Au moins {PASSWORD_MIN_LENGTH} caractères, pas uniquement des chiffres, et difficile à deviner.</>}
          error={errors.new_password1?.message}
          describedBy={`${id}-feedback`}
        >
          <PasswordFeedback id={`${id}-feedback`} problems={errors.new_password1 ? null : passwordFeedback} />
        </TextField>
        <TextField
          label="Confirmer le nouveau mot de passe"
          {...NEW_PASSWORD_INPUT}
          {...register('new_password2')}
          error={errors.new_password2?.message}
        />
        <FormStatus message={change.isSuccess ? change.data.detail : null} icon={<CheckCircleIcon />} />
        <FormSubmit error={formError} isPending={change.isPending}>
          Changer le mot de passe
        </FormSubmit>
      </form>
    </Card>
  );
}
