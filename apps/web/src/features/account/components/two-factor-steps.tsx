import { zodResolver } from '@hookform/resolvers/zod';
import {
  PASSWORD_MAX_LENGTH,
  PRODUCT_NAME,
  TWO_FACTOR_MESSAGES,
  ZTwoFactorConfirmRequest,
  ZTwoFactorProofRequest,
  ZTwoFactorSetupRequest,
  type TRecoveryCodesResponse,
  type TTwoFactorSetup,
} from '@fournil/shared';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  Button,
  CheckCircleIcon,
  DocumentIcon,
  ErrorBox,
  FormStatus,
  HiddenUsernameField,
  TextField,
  type ButtonVariant,
  type TextFieldProps,
} from '@/components/ui';
import { cx } from '@/lib/cx';
import { downloadText } from '@/lib/download';
import { useServerErrors } from '@/lib/form-errors';
import { useConfirmTwoFactor } from '../api/confirm-two-factor';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { useRenewRecoveryCodes } from '../api/renew-recovery-codes';
import { useSetupTwoFactor } from '../api/setup-two-factor';
import {
  RECOVERY_CODES_COPIED,
  RECOVERY_CODES_COPY_FAILED,
  RECOVERY_CODES_FILENAME,
  RECOVERY_CODES_SAVED_LABEL,
  CURRENT_PROOF_LABEL,
  TWO_FACTOR_CODE_LABEL,
  TWO_FACTOR_QR_ALT,
  TWO_FACTOR_STEPS,
  TWO_FACTOR_STEP_ERROR,
} from '../lib/two-factor-texts';

// The steps of the profile's « Validation en deux étapes » section (two-factor-section.tsx): each
// one is a small form of its own, read by the shared schema the server reads.

const PASSWORD_FIELDS = ['password', 'current_code'] as const;
const CODE_FIELDS = ['code'] as const;
const PROOF_FIELDS = ['password', 'code'] as const;

/** The step's title, which takes the focus when the step opens (the button that opened it is gone). */
function StepTitle({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h3 className="two-factor__step-title" ref={ref} tabIndex={-1}>
      {children}
    </h3>
  );
}

/** The step's error (if any), its button and « Annuler ». */
function StepActions({
  error,
  isPending,
  onCancel,
  variant,
  children,
}: {
  error: string | null;
  isPending: boolean;
  onCancel: () => void;
  variant?: ButtonVariant;
  children: ReactNode;
}) {
  return (
    <>
      {error ? <ErrorBox>{error}</ErrorBox> : null}
      <div className="two-factor__actions">
        <Button type="submit" variant={variant} isLoading={isPending}>
          {children}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={isPending}>
          Annuler
        </Button>
      </div>
    </>
  );
}

const PASSWORD_FIELD = {
  label: 'Mot de passe',
  type: 'password',
  autoComplete: 'current-password',
  required: true,
  maxLength: PASSWORD_MAX_LENGTH,
} as const satisfies Partial<TextFieldProps>;
const CODE_FIELD = {
  label: TWO_FACTOR_CODE_LABEL,
  className: 'two-factor__code-input',
  inputMode: 'numeric',
  autoComplete: 'one-time-code',
  spellCheck: false,
} as const satisfies Partial<TextFieldProps>;

type TStepProps = { username: string; onCancel: () => void };

/** Set-up of a change of app: a code of the app in use, or a recovery code when the phone is lost (docs/two-factor.md, "Changing app"). */
const ZChangeAppRequest = ZTwoFactorSetupRequest.extend({
  current_code: z.string().trim().min(1, TWO_FACTOR_MESSAGES.currentProofRequired).max(40, TWO_FACTOR_MESSAGES.codeOrRecovery),
});

/**
 * Set-up, step 1: the password again, which gets a new secret from the server (nothing changes yet);
 * to change app (`isChange`), also a code of the current app or a recovery code.
 */
export function PasswordStep({
  username,
  isChange = false,
  onCancel,
  onReady,
}: TStepProps & { isChange?: boolean; onReady: (setup: TTwoFactorSetup) => void }) {
  const setup = useSetupTwoFactor();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(isChange ? ZChangeAppRequest : ZTwoFactorSetupRequest),
    defaultValues: { password: '', current_code: '' },
    reValidateMode: 'onSubmit',
  });
  const [formError, setFormError] = useServerErrors(setup.error, setError, PASSWORD_FIELDS, TWO_FACTOR_STEP_ERROR, '');

  const submit = handleSubmit(({ password, current_code }) => {
    if (setup.isPending) return;
    setFormError(null);
    setup.mutate(isChange ? { password, current_code } : { password }, { onSuccess: onReady });
  });

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)} aria-busy={setup.isPending || undefined}>
      <StepTitle>{TWO_FACTOR_STEPS.password}</StepTitle>
      <HiddenUsernameField username={username} />
      <TextField
        {...PASSWORD_FIELD}
        hint="Retapez votre mot de passe pour continuer."
        error={errors.password?.message}
        {...register('password')}
      />
      {isChange ? (
        <TextField
          label={CURRENT_PROOF_LABEL}
          className="two-factor__code-input"
          autoComplete="one-time-code"
          spellCheck={false}
          hint="Le code que votre application actuelle affiche maintenant, ou un code de secours si vous n’avez plus votre téléphone."
          error={errors.current_code?.message}
          {...register('current_code')}
        />
      ) : null}
      <StepActions error={formError} isPending={setup.isPending} onCancel={onCancel}>
        Continuer
      </StepActions>
    </form>
  );
}

/** « ABCD EFGH … »: the secret in groups of four, easier to copy by hand. */
function groupsOfFour(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

/** Set-up, step 2: the QR code (or the key) in the app, then one of its codes turns the new secret on. */
export function ScanStep({
  setup,
  onCancel,
  onConfirmed,
}: {
  setup: TTwoFactorSetup;
  onCancel: () => void;
  onConfirmed: (answer: TRecoveryCodesResponse) => void;
}) {
  const id = useId();
  const confirm = useConfirmTwoFactor();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ZTwoFactorConfirmRequest), defaultValues: { code: '' }, reValidateMode: 'onSubmit' });
  const [formError, setFormError] = useServerErrors(confirm.error, setError, CODE_FIELDS, TWO_FACTOR_STEP_ERROR, '');

  const submit = handleSubmit((values) => {
    if (confirm.isPending) return;
    setFormError(null);
    confirm.mutate(values, { onSuccess: onConfirmed });
  });

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)} aria-busy={confirm.isPending || undefined}>
      <StepTitle>{TWO_FACTOR_STEPS.scan}</StepTitle>
      <p className="two-factor__text">Dans votre application d’authentification, ajoutez un compte puis scannez ce QR code.</p>
      <div className="two-factor__scan">
        {/* The server's SVG as an image, never as markup in the page. */}
        <img
          className="two-factor__qr"
          src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.qr_svg)}`}
          alt={TWO_FACTOR_QR_ALT}
          width={192}
          height={192}
        />
        <div className="two-factor__key">
          <p className="two-factor__text" id={`${id}-key`}>
            Ou saisissez cette clé :
          </p>
          <code className="two-factor__secret" aria-describedby={`${id}-key`}>
            {groupsOfFour(setup.secret)}
          </code>
          {/* On the phone that holds the app, the QR code cannot be scanned: the app opens the same address. */}
          <a className="two-factor__app-link" href={setup.otpauth_url}>
            Ouvrir dans l’application de ce téléphone
          </a>
        </div>
      </div>
      <TextField
        {...CODE_FIELD}
        hint={`Le code que l’application affiche maintenant pour ${PRODUCT_NAME}.`}
        error={errors.code?.message}
        {...register('code')}
      />
      <StepActions error={formError} isPending={confirm.isPending} onCancel={onCancel}>
        Activer
      </StepActions>
    </form>
  );
}

type TProofStepProps = TStepProps & { kind: 'renew' | 'disable' };

/** The password and a current code: new recovery codes (`renew`) or turning it off (`disable`, refused to staff). */
export function ProofStep({
  kind,
  username,
  onCancel,
  onRenewed,
  onDisabled,
}: TProofStepProps & { onRenewed: (answer: TRecoveryCodesResponse) => void; onDisabled: (detail: string) => void }) {
  const renew = useRenewRecoveryCodes();
  const disable = useDisableTwoFactor();
  const action = kind === 'renew' ? renew : disable;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ZTwoFactorProofRequest), defaultValues: { password: '', code: '' }, reValidateMode: 'onSubmit' });
  const [formError, setFormError] = useServerErrors(action.error, setError, PROOF_FIELDS, TWO_FACTOR_STEP_ERROR, '');

  const submit = handleSubmit((values) => {
    if (action.isPending) return;
    setFormError(null);
    if (kind === 'renew') renew.mutate(values, { onSuccess: onRenewed });
    else disable.mutate(values, { onSuccess: (answer) => onDisabled(answer.detail) });
  });

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)} aria-busy={action.isPending || undefined}>
      <StepTitle>{kind === 'renew' ? TWO_FACTOR_STEPS.renew : TWO_FACTOR_STEPS.disable}</StepTitle>
      <p className="two-factor__text">
        {kind === 'renew'
          ? 'Dix nouveaux codes remplaceront les anciens, qui ne fonctionneront plus.'
          : 'Votre compte ne sera plus protégé que par votre mot de passe, et vos codes de secours ne fonctionneront plus.'}
      </p>
      <HiddenUsernameField username={username} />
      <TextField {...PASSWORD_FIELD} error={errors.password?.message} {...register('password')} />
      <TextField
        {...CODE_FIELD}
        hint="Le code que votre application d’authentification affiche maintenant."
        error={errors.code?.message}
        {...register('code')}
      />
      <StepActions error={formError} isPending={action.isPending} onCancel={onCancel} variant={kind === 'renew' ? 'primary' : 'danger'}>
        {kind === 'renew' ? 'Créer de nouveaux codes' : 'Désactiver la validation en deux étapes'}
      </StepActions>
    </form>
  );
}

/** The file « Télécharger » gives: what the codes are for, then one code a line. */
function recoveryCodesFile(codes: readonly string[], username: string): string {
  return [
    `${PRODUCT_NAME} : codes de secours de la validation en deux étapes`,
    `Compte : ${username}`,
    'Chaque code permet une connexion sans votre application d’authentification, une seule fois.',
    '',
    ...codes,
    '',
  ].join('\n');
}

/** The recovery codes, shown once: copy, download, and « Terminer » once they are said to be kept. */
export function RecoveryCodesStep({
  title,
  answer,
  username,
  onFinish,
}: {
  title: string;
  answer: TRecoveryCodesResponse;
  username: string;
  onFinish: () => void;
}) {
  const id = useId();
  const [copyStatus, setCopyStatus] = useState<string | null>(null);
  const [isKept, setIsKept] = useState(false);
  const codes = answer.recovery_codes;

  function copy() {
    const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
    if (!clipboard) {
      setCopyStatus(RECOVERY_CODES_COPY_FAILED);
      return;
    }
    setCopyStatus(null);
    clipboard.writeText(codes.join('\n')).then(
      () => setCopyStatus(RECOVERY_CODES_COPIED),
      () => setCopyStatus(RECOVERY_CODES_COPY_FAILED),
    );
  }

  return (
    <div className="two-factor__step">
      <StepTitle>{title}</StepTitle>
      <FormStatus message={answer.detail} icon={<CheckCircleIcon />} />
      <p className="two-factor__text" id={`${id}-about`}>
        Chaque code permet de vous connecter une fois sans votre téléphone. Notez-les ou téléchargez-les maintenant : ils ne seront plus
        affichés.
      </p>
      <ul className="two-factor__codes" aria-label="Codes de secours" aria-describedby={`${id}-about`}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="two-factor__actions">
        <Button variant="secondary" onClick={copy}>
          Copier les codes
        </Button>
        <Button
          variant="secondary"
          icon={<DocumentIcon className="btn__icon" />}
          onClick={() => downloadText(recoveryCodesFile(codes, username), RECOVERY_CODES_FILENAME, 'text/plain;charset=utf-8')}
        >
          Télécharger
        </Button>
      </div>
      <p
        className={cx(
          'two-factor__copy-status live-region',
          copyStatus === RECOVERY_CODES_COPY_FAILED && 'two-factor__copy-status--failed',
        )}
        role="status"
      >
        {copyStatus}
      </p>
      <label className="form-check">
        <input type="checkbox" checked={isKept} onChange={(event) => setIsKept(event.target.checked)} />
        {RECOVERY_CODES_SAVED_LABEL}
      </label>
      <div className="two-factor__actions">
        <Button onClick={onFinish} disabled={!isKept}>
          Terminer
        </Button>
      </div>
    </div>
  );
}
