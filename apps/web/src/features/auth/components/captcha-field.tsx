import { CAPTCHA_ANSWER_MAX_LENGTH } from '@fournil/shared';
import { useId } from 'react';
import { Button, RefreshIcon, Spinner, TextField } from '@/components/ui';
import '@/styles/forms.css';
import type { TCaptchaControl } from '../api/get-captcha';

export const CAPTCHA_ANSWER_LABEL = 'Code du captcha';
export const CAPTCHA_CHANGE_LABEL = "Changer l'image";
export const CAPTCHA_POW_LABEL = "Je ne peux pas lire l'image";
export const CAPTCHA_POW_MESSAGES = {
  solving: 'Vérification en cours sur votre appareil… (quelques secondes)',
  solved: 'Vérification terminée : vous pouvez envoyer le formulaire.',
  failed: "La vérification n'a pas abouti. Réessayez, ou changez l'image.",
} as const;

type CaptchaFieldProps = {
  control: TCaptchaControl;
};

/**
 * The captcha image, its 'Changer l'image' button and the answer field; or, for anyone who cannot
 * read the image, a proof of work the browser solves by itself (button « Je ne peux pas lire l'image »).
 */
export function CaptchaField({ control }: CaptchaFieldProps) {
  const errorId = useId();
  const { captcha, isLoading, loadError, proofOfWork } = control;
  const isSolved = proofOfWork.status === 'solved';

  return (
    <fieldset className="captcha">
      <legend className="captcha__legend">Vérification anti-robot</legend>
      <div className="captcha__visual">
        <div className="captcha__frame">
          {captcha && !loadError ? (
            <img
              key={captcha.key}
              className="captcha__image"
              src={captcha.image_url}
              alt="Image du captcha : des caractères déformés à recopier (sinon, bouton « Je ne peux pas lire l'image »)"
              width={150}
              height={50}
              onError={control.reportImageError}
            />
          ) : isLoading ? (
            <Spinner label="Chargement du captcha…" />
          ) : null}
        </div>
        <Button variant="secondary" size="sm" icon={<RefreshIcon className="btn__icon" />} onClick={control.reload} disabled={isLoading}>
          {CAPTCHA_CHANGE_LABEL}
        </Button>
      </div>
      {loadError ? (
        <p className="captcha__message" id={errorId} role="alert">
          {loadError}
        </p>
      ) : null}
      {isSolved ? null : (
        <TextField
          label={CAPTCHA_ANSWER_LABEL}
          name="captcha_1"
          type="text"
          required
          maxLength={CAPTCHA_ANSWER_MAX_LENGTH}
          autoComplete="off"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="send"
          value={control.answer}
          onChange={(event) => control.setAnswer(event.target.value)}
          hint="Recopiez les caractères de l’image (majuscules ou minuscules)."
          describedBy={loadError ? errorId : undefined}
          error={control.error ?? undefined}
        />
      )}
      {isSolved && control.error ? <p className="field__error">{control.error}</p> : null}
      <div className="captcha__alternative">
        {isSolved ? null : (
          <Button
            variant="secondary"
            size="sm"
            onClick={proofOfWork.start}
            disabled={!captcha || isLoading || proofOfWork.status === 'solving'}
          >
            {CAPTCHA_POW_LABEL}
          </Button>
        )}
        <p className={proofOfWork.status === 'failed' ? 'captcha__message' : 'captcha__status'} role="status" aria-live="polite">
          {proofOfWork.status === 'idle' ? '' : CAPTCHA_POW_MESSAGES[proofOfWork.status]}
        </p>
      </div>
    </fieldset>
  );
}
