import { zodResolver } from '@hookform/resolvers/zod';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, ZEmailChange } from '@fournil/shared';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Card, FormStatus, FormSubmit, MailIcon, TextField } from '@/components/ui';
import { useServerErrors } from '@/lib/form-errors';
import { useRequestEmailChange } from '../api/change-email';
import { EMAIL_CHANGE_ERROR_FALLBACK } from '../lib/account-messages';

const EMPTY = { email: '', password: '' };
const FIELDS = ['email', 'password'] as const;

/** The profile's « Adresse e-mail » section (docs/accounts.md, "Changing the e-mail address"). */
export function EmailChangeForm() {
  const id = useId();
  const change = useRequestEmailChange();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ZEmailChange), defaultValues: EMPTY, reValidateMode: 'onSubmit' });
  const [formError, setFormError] = useServerErrors(change.error, setError, FIELDS, EMAIL_CHANGE_ERROR_FALLBACK, '');

  const submit = handleSubmit((values) => {
    if (change.isPending) return;
    setFormError(null);
    change.mutate(values, { onSuccess: () => reset(EMPTY) });
  });

  return (
    <Card as="section" aria-labelledby={`${id}-title`}>
      <h2 className="profile__section-title" id={`${id}-title`}>
        Adresse e-mail
      </h2>
      <p className="profile__section-text">La nouvelle adresse reçoit un lien : elle remplace l’actuelle quand vous l’ouvrez.</p>
      <form className="form" noValidate onSubmit={(event) => void submit(event)} aria-busy={change.isPending || undefined}>
        <TextField
          label="Nouvelle adresse e-mail"
          type="email"
          autoComplete="email"
          required
          maxLength={EMAIL_MAX_LENGTH}
          {...register('email')}
          error={errors.email?.message}
        />
        <TextField
          label="Mot de passe"
          type="password"
          autoComplete="current-password"
          required
          maxLength={PASSWORD_MAX_LENGTH}
          {...register('password')}
          error={errors.password?.message}
        />
        <FormStatus message={change.isSuccess ? change.data.detail : null} icon={<MailIcon />} />
        <FormSubmit error={formError} isPending={change.isPending}>
          Changer d’adresse e-mail
        </FormSubmit>
      </form>
    </Card>
  );
}
