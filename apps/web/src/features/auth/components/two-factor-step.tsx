import { zodResolver } from '@hookform/resolvers/zod';
import { TWO_FACTOR_MESSAGES, ZTwoFactorCodeForm, ZTwoFactorRecoveryForm, type TTwoFactorChallenge } from '@fournil/shared';
import { useId, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Button, FormSubmit, TextField } from '@/components/ui';
import { errorDetail } from '@/lib/api-client';
import { useServerErrors } from '@/lib/form-errors';
import { isTwoFactorRestart, useLoginTwoFactor } from '../api/login-two-factor';
import { TWO_FACTOR_ERROR_FALLBACK } from '../lib/auth-errors';

export const TWO_FACTOR_STEP_TITLE = 'Code de vérification';
export const TWO_FACTOR_CODE_LABEL = 'Code à 6 chiffres';
export const RECOVERY_CODE_LABEL = 'Code de secours';
export const USE_RECOVERY_CODE = 'Utiliser un code de secours';
export const USE_APP_CODE = 'Utiliser le code de l’application';
const RECOVERY_PROMPT = 'Saisissez un de vos codes de secours. Chacun ne sert qu’une fois.';

const FIELDS = ['code', 'recovery_code'] as const;
type TStepValues = { code: string; recovery_code: string };
type TStepAnswer = { code?: string; recovery_code?: string };

// One form, one field shown at a time: the app's code or a recovery code, each read by its own
// shared schema, which keeps only its own field (the cast widens each to the form's two fields).
const codeResolver = zodResolver(ZTwoFactorCodeForm) as unknown as Resolver<TStepValues, unknown, TStepAnswer>;
const recoveryResolver = zodResolver(ZTwoFactorRecoveryForm) as unknown as Resolver<TStepValues, unknown, TStepAnswer>;

type TwoFactorStepProps = {
  challenge: TTwoFactorChallenge;
  /** Called once the token is stored. */
  onLoggedIn: () => void;
  /** « Retour »: the e-mail and password step again. */
  onBack: () => void;
  /** The ticket expired or too many wrong codes were tried: the first step again, with why. */
  onRestart: (message: string) => void;
};

/**
 * The login's second step (docs/two-factor.md): the 6-digit code of the authenticator app, or a
 * recovery code instead, sent with the ticket the first step got.
 */
export function TwoFactorStep({ challenge, onLoggedIn, onBack, onRestart }: TwoFactorStepProps) {
  const promptId = useId();
  const verify = useLoginTwoFactor();
  const [isRecovery, setIsRecovery] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<TStepValues, unknown, TStepAnswer>({
    resolver: isRecovery ? recoveryResolver : codeResolver,
    defaultValues: { code: '', recovery_code: '' },
    reValidateMode: 'onSubmit',
  });
  const [formError, setFormError] = useServerErrors(verify.error, setError, FIELDS, TWO_FACTOR_ERROR_FALLBACK, '');

  const submit = handleSubmit((values) => {
    if (verify.isPending) return;
    setFormError(null);
    verify.mutate(
      { two_factor_token: challenge.two_factor_token, ...values },
      {
        onSuccess: () => onLoggedIn(),
        onError: (failure) => {
          if (isTwoFactorRestart(failure)) onRestart(errorDetail(failure) ?? TWO_FACTOR_MESSAGES.restart);
        },
      },
    );
  });

  function switchField() {
    // The other field starts clean: no message of the field just left.
    verify.reset();
    clearErrors();
    setFormError(null);
    setIsRecovery((value) => !value);
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)} aria-busy={verify.isPending || undefined}>
      <p className="auth-muted" id={promptId}>
        {isRecovery ? RECOVERY_PROMPT : challenge.detail || TWO_FACTOR_MESSAGES.loginPrompt}
      </p>
      {/* Keyed: the field that appears takes the focus, as the one the step opened with. */}
      {isRecovery ? (
        <TextField
          key="recovery_code"
          label={RECOVERY_CODE_LABEL}
          placeholder="abcde-12345"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
          describedBy={promptId}
          error={errors.recovery_code?.message}
          {...register('recovery_code')}
        />
      ) : (
        <TextField
          key="code"
          label={TWO_FACTOR_CODE_LABEL}
          className="auth-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
          describedBy={promptId}
          error={errors.code?.message}
          {...register('code')}
        />
      )}
      <FormSubmit error={formError} isPending={verify.isPending}>
        Valider
      </FormSubmit>
      <div className="auth-second-step">
        <button type="button" className="auth-link-button" onClick={switchField}>
          {isRecovery ? USE_APP_CODE : USE_RECOVERY_CODE}
        </button>
        <Button variant="ghost" onClick={onBack} disabled={verify.isPending}>
          Retour
        </Button>
      </div>
    </form>
  );
}
