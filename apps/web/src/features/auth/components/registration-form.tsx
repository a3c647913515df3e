import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN_LENGTH, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH, ZRegistrationForm, withDe } from '@fournil/shared';
import { useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { EMAIL_FIELD, FormSubmit, MailIcon, SentNotice, TextField } from '@/components/ui';
import { paths } from '@/config/paths';
import { applyServerErrors, focusFirstErrorSoon, isCaptchaSpent, type TServerFieldError } from '@/lib/form-errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCaptcha } from '../api/get-captcha';
import { useRegister } from '../api/register';
import { REGISTRATION_ERROR_FALLBACK, REGISTRATION_SUCCESS, USERNAME_RULE } from '../lib/auth-errors';
import { NEW_PASSWORD_INPUT } from '@/lib/password-input';
import { PasswordFeedback, usePasswordFeedback, withPasswordRules } from '@/lib/password-rules';
import { AuthPage } from './auth-page';
import { CaptchaField } from './captcha-field';
import { ResendConfirmation } from './resend-confirmation';

export const REGISTRATION_TITLE = 'Inscription';

/** The fields a server refusal can name, in the order of the screen (the captcha's go to its own control). */
const FIELDS = ['username', 'email', 'password1', 'password2', 'captcha', 'captcha_0', 'captcha_1'] as const;
type TField = (typeof FIELDS)[number];

/** The shared schema, then the password rules, which judge the password against the name and address typed. */
const resolver = withPasswordRules(zodResolver(ZRegistrationForm), 'password1', ({ username, email }) => ({ username, email }));

/** The manager invitation someone registers from: its address is the account's, locked in the form. */
export type RegistrationInvitation = { token: string; email: string; bakeryName: string };

export const INVITED_EMAIL_HINT = 'L’adresse qui a reçu l’invitation : votre compte doit l’utiliser pour l’accepter.';

type RegistrationFormProps = {
  /** The login link (it may carry `?next=`). */
  loginTo?: string;
  invitation?: RegistrationInvitation;
};

/** /register: username, e-mail, password twice, captcha; from an invitation, the e-mail is the invited one. */
export function RegistrationForm({ loginTo = paths.login.getHref(), invitation }: RegistrationFormProps = {}) {
  useDocumentTitle(REGISTRATION_TITLE);
  const captcha = useCaptcha();
  const registerMutation = useRegister();
  const [sentTo, setSentTo] = useState<{ email: string; detail: string } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const feedbackId = useId();
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    control,
    formState: { errors },
  } = useForm({ resolver, defaultValues: { username: '', email: invitation?.email ?? '', password1: '', password2: '' } });
  const [password1, username, email] = useWatch({ control, name: ['password1', 'username', 'email'] });
  const passwordFeedback = usePasswordFeedback(password1, { username, email });

  const submit = handleSubmit((values) => {
    if (registerMutation.isPending) return;
    // The schema lowercases the address it sends; the confirmation shows it as it was typed.
    const address = getValues('email').trim();
    setFormError(null);
    captcha.setError(null);
    registerMutation.mutate(
      { ...values, ...captcha.fields(), ...(invitation ? { invitation: invitation.token } : {}) },
      {
        onSuccess: (answer) => setSentTo({ email: address, detail: answer.detail || REGISTRATION_SUCCESS }),
        onError: (error) => {
          // Each message goes next to its field; the first refused field (captcha included) gets focus.
          const place = (field: TField, fieldError: TServerFieldError, options?: { shouldFocus: boolean }) => {
            if (field === 'captcha' || field === 'captcha_0' || field === 'captcha_1') captcha.setError(fieldError.message);
            // shouldFocus: the first refused field gets focus at once, not only after the next frame.
            else setError(field, fieldError, options);
          };
          // Every message placed next to its field: nothing more to say above the button.
          setFormError(applyServerErrors(error, place, FIELDS, REGISTRATION_ERROR_FALLBACK, '') || null);
          // A captcha is single use, but the server keeps a solved one when it refuses other fields.
          if (isCaptchaSpent(error)) captcha.reload();
          focusFirstErrorSoon(() => formRef.current);
        },
      },
    );
  });

  return (
    <AuthPage
      title={REGISTRATION_TITLE}
      subtitle={
        invitation
          ? `Créez votre compte pour devenir responsable ${withDe(invitation.bakeryName)} sur Fournil.`
          : 'Créez votre compte professionnel pour gérer vos boulangeries sur Fournil.'
      }
    >
      <div role="status" className="live-region">
        {sentTo ? (
          <SentNotice icon={<MailIcon />} title={sentTo.detail}>
            {invitation ? (
              <p>
                Ouvrez le lien reçu à l’adresse <strong>{sentTo.email}</strong> pour activer votre compte, puis connectez-vous : vous
                pourrez accepter l’invitation à devenir responsable {withDe(invitation.bakeryName)}. Pensez à regarder dans les courriers
                indésirables.
              </p>
            ) : (
              <p>
                Ouvrez le lien reçu à l’adresse <strong>{sentTo.email}</strong> pour activer votre compte, puis connectez-vous. Pensez à
                regarder dans les courriers indésirables.
              </p>
            )}
          </SentNotice>
        ) : null}
      </div>
      {sentTo ? (
        <>
          <ResendConfirmation email={sentTo.email} />
          <p className="form__footer">
            <Link to={loginTo}>Aller à la connexion</Link>
          </p>
        </>
      ) : (
        <form
          ref={formRef}
          className="form"
          noValidate
          onSubmit={(event) => void submit(event)}
          aria-busy={registerMutation.isPending || undefined}
        >
          <TextField
            label="Nom d'utilisateur"
            type="text"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            minLength={USERNAME_MIN_LENGTH}
            maxLength={USERNAME_MAX_LENGTH}
            error={errors.username?.message}
            hint={USERNAME_RULE}
            {...register('username')}
          />
          <TextField
            {...EMAIL_FIELD}
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
            {...(invitation ? { readOnly: true, hint: INVITED_EMAIL_HINT } : {})}
          />
          <TextField
            label="Mot de passe"
            {...NEW_PASSWORD_INPUT}
            error={errors.password1?.message}
            {...register('password1')}
            hint={
              <>
                Au moins {PASSWORD_MIN_LENGTH} caractères, pas uniquement des chiffres, différent de votre nom et de votre e-mail, et
                difficile à deviner.
              </>
            }
            describedBy={feedbackId}
          >
            {/* The error, once there is one, says the same: the line stays empty meanwhile. */}
            <PasswordFeedback id={feedbackId} problems={errors.password1 ? null : passwordFeedback} />
          </TextField>
          <TextField
            label="Confirmation du mot de passe"
            {...NEW_PASSWORD_INPUT}
            error={errors.password2?.message}
            {...register('password2')}
          />
          <CaptchaField control={captcha} />
          <FormSubmit error={formError} isPending={registerMutation.isPending}>
            S'inscrire
          </FormSubmit>
          <p className="form__footer">
            <Link to={loginTo}>Déjà inscrit ? Se connecter</Link>
          </p>
        </form>
      )}
    </AuthPage>
  );
}
