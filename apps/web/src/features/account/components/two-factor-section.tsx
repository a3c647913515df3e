import {
  TWO_FACTOR_MESSAGES,
  formatDateFr,
  type TRecoveryCodesResponse,
  type TTwoFactorSetup,
  type TTwoFactorStatus,
} from '@fournil/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Badge, Button, Card, CheckCircleIcon, ErrorBox, FormStatus, LoadingText, ShieldAlertIcon, ShieldCheckIcon } from '@/components/ui';
import { TWO_FACTOR_SECTION_ID } from '@/config/profile-sections';
import { errorMessage } from '@/lib/api-client';
import { useTwoFactorStatus } from '../api/get-two-factor-status';
import {
  RECOVERY_CODES_LOW,
  RECOVERY_CODES_LOW_THRESHOLD,
  TWO_FACTOR_ACTIONS,
  TWO_FACTOR_EXPLANATION,
  TWO_FACTOR_LOAD_ERROR,
  TWO_FACTOR_ON_TEXT,
  TWO_FACTOR_STEPS,
  TWO_FACTOR_TITLE,
  enabledSinceText,
  recoveryCodesLeftText,
} from '../lib/two-factor-texts';
import { PasswordStep, ProofStep, RecoveryCodesStep, ScanStep } from './two-factor-steps';

/**
 * What the section is doing: set-up (`enable`, or `change` of app when it is on) goes password →
 * QR code → recovery codes; `renew` goes proof → codes; `disable` is the proof, asked as a question.
 */
type TFlow =
  | { kind: 'enable' | 'change'; step: 'password' }
  | { kind: 'enable' | 'change'; step: 'scan'; setup: TTwoFactorSetup }
  | { kind: 'renew' | 'disable'; step: 'proof' }
  | { kind: 'enable' | 'change' | 'renew'; step: 'codes'; answer: TRecoveryCodesResponse };

/**
 * The profile's « Validation en deux étapes » section (docs/two-factor.md): its state, and the steps
 * that turn it on, change the app, renew the recovery codes or turn it off. `/profil#validation-en-deux-etapes`
 * (the back-office's link) brings it into view once the profile has loaded.
 */
export function TwoFactorSection({ username }: { username: string }) {
  const id = useId();
  const status = useTwoFactorStatus();
  const [flow, setFlow] = useState<TFlow | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const hadFlow = useRef(false);
  const { hash } = useLocation();

  // The router scrolls to the hash before the profile has loaded: the section does it once it is drawn.
  useEffect(() => {
    if (hash !== `#${TWO_FACTOR_SECTION_ID}`) return;
    titleRef.current?.scrollIntoView?.({ block: 'start' });
    titleRef.current?.focus({ preventScroll: true });
  }, [hash]);

  // A flow that ends (done or cancelled) gives the focus back to the section's title.
  useEffect(() => {
    if (!flow && hadFlow.current) titleRef.current?.focus();
    hadFlow.current = flow !== null;
  }, [flow]);

  function start(next: TFlow) {
    setNotice(null);
    setFlow(next);
  }
  function end(message: string | null = null) {
    setNotice(message);
    setFlow(null);
  }

  let content;
  if (flow?.step === 'password') {
    content = (
      <PasswordStep
        username={username}
        isChange={flow.kind === 'change'}
        onCancel={() => end()}
        onReady={(setup) => setFlow({ kind: flow.kind, step: 'scan', setup })}
      />
    );
  } else if (flow?.step === 'scan') {
    content = (
      <ScanStep
        key={flow.setup.secret}
        setup={flow.setup}
        onCancel={() => end()}
        onConfirmed={(answer) => setFlow({ kind: flow.kind, step: 'codes', answer })}
      />
    );
  } else if (flow?.step === 'proof') {
    content = (
      <ProofStep
        kind={flow.kind}
        username={username}
        onCancel={() => end()}
        onRenewed={(answer) => setFlow({ kind: 'renew', step: 'codes', answer })}
        onDisabled={(detail) => end(detail || TWO_FACTOR_MESSAGES.disabled)}
      />
    );
  } else if (flow?.step === 'codes') {
    content = (
      <RecoveryCodesStep
        title={flow.kind === 'renew' ? TWO_FACTOR_STEPS.renewedCodes : TWO_FACTOR_STEPS.codes}
        answer={flow.answer}
        username={username}
        onFinish={() => end()}
      />
    );
  } else if (status.isPending) {
    content = <LoadingText>Chargement…</LoadingText>;
  } else if (status.isError) {
    content = (
      <ErrorBox title={TWO_FACTOR_LOAD_ERROR} onRetry={() => void status.refetch()}>
        {errorMessage(status.error)}
      </ErrorBox>
    );
  } else {
    content = (
      <>
        <FormStatus message={notice} icon={<CheckCircleIcon />} />
        <TwoFactorState status={status.data} onStart={start} />
      </>
    );
  }

  return (
    <Card as="section" className="two-factor" id={TWO_FACTOR_SECTION_ID} aria-labelledby={`${id}-title`}>
      <div className="profile__section-head">
        <h2 className="profile__section-title" id={`${id}-title`} ref={titleRef} tabIndex={-1}>
          {TWO_FACTOR_TITLE}
        </h2>
        {status.data ? status.data.enabled ? <Badge tone="success">Activée</Badge> : <Badge tone="warning">Désactivée</Badge> : null}
      </div>
      {content}
    </Card>
  );
}

/** Off: what it is and the button that turns it on. On: since when, the codes left, and what can be changed. */
function TwoFactorState({ status, onStart }: { status: TTwoFactorStatus; onStart: (flow: TFlow) => void }) {
  if (!status.enabled) {
    return (
      <div className="two-factor__state">
        <p className="two-factor__text">{TWO_FACTOR_EXPLANATION}</p>
        {status.required ? (
          <div className="two-factor__warning">
            <ShieldAlertIcon className="two-factor__warning-icon" />
            <p>{TWO_FACTOR_MESSAGES.setupRequired}</p>
          </div>
        ) : null}
        <div className="two-factor__actions">
          <Button icon={<ShieldCheckIcon className="btn__icon" />} onClick={() => onStart({ kind: 'enable', step: 'password' })}>
            {TWO_FACTOR_ACTIONS.enable}
          </Button>
        </div>
      </div>
    );
  }

  const since = formatDateFr(status.enabled_at);
  const isLow = status.recovery_codes_left <= RECOVERY_CODES_LOW_THRESHOLD;
  return (
    <div className="two-factor__state">
      <p className="two-factor__text">{TWO_FACTOR_ON_TEXT}</p>
      <ul className="two-factor__facts">
        <li>
          <ShieldCheckIcon className="two-factor__fact-icon" />
          <span>
            {since && status.enabled_at ? <time dateTime={status.enabled_at}>{enabledSinceText(since)}</time> : enabledSinceText('')}
          </span>
        </li>
        <li className={isLow ? 'two-factor__fact--low' : undefined}>
          {isLow ? <ShieldAlertIcon className="two-factor__fact-icon" /> : <CheckCircleIcon className="two-factor__fact-icon" />}
          <span>{recoveryCodesLeftText(status.recovery_codes_left)}</span>
        </li>
      </ul>
      {isLow ? (
        <div className="two-factor__warning">
          <ShieldAlertIcon className="two-factor__warning-icon" />
          <p>{RECOVERY_CODES_LOW}</p>
        </div>
      ) : null}
      <div className="two-factor__actions">
        <Button variant="secondary" onClick={() => onStart({ kind: 'change', step: 'password' })}>
          {TWO_FACTOR_ACTIONS.changeApp}
        </Button>
        <Button variant={isLow ? 'primary' : 'secondary'} onClick={() => onStart({ kind: 'renew', step: 'proof' })}>
          {TWO_FACTOR_ACTIONS.renewCodes}
        </Button>
        {status.required ? null : (
          <Button variant="ghost" className="two-factor__disable" onClick={() => onStart({ kind: 'disable', step: 'proof' })}>
            {TWO_FACTOR_ACTIONS.disable}
          </Button>
        )}
      </div>
      {status.required ? <p className="two-factor__note">{TWO_FACTOR_MESSAGES.staffCannotDisable}</p> : null}
    </div>
  );
}
