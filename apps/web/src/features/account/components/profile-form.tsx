import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADDRESS_MAX_LENGTH,
  COMMUNE_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  POSTAL_CODE_MAX_LENGTH,
  PROFILE_SAVE_REDIRECT_MS,
  SIREN_DISPUTE_MESSAGES,
  SIREN_LENGTH,
  ZProfilePatch,
  formatDateFr,
  type TUser,
} from '@fournil/shared';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useController, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Badge, Button, Card, ErrorBox, FormStatus, LinkButton, LoadingText, PageHeader, TextField } from '@/components/ui';
import { paths } from '@/config/paths';
import { proHomePath } from '@/lib/pro-home';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useUser } from '../api/get-user';
import { useUpdateProfile } from '../api/update-profile';
import { useVerifySiren } from '../api/verify-siren';
import { AccountDeletionSection } from './account-deletion-section';
import { DataExportSection } from './data-export-section';
import { EmailChangeForm } from './email-change-form';
import { SirenDisputeForm } from './siren-dispute-form';
import { PasswordChangeForm } from './password-change-form';
import { TwoFactorSection } from './two-factor-section';
import {
  SIREN_CONTACT_LINK,
  SIREN_WRONG_HELP,
  isSirenTakenError,
  PROFILE_UPDATED,
  isSirenFormatValid,
  profileLoadErrorMessage,
  profileUpdateError,
  sirenErrorMessage,
  sirenResultMessage,
} from '../lib/account-messages';
import { COMPANY_NAME_TEXTS } from '../lib/company-name-texts';
import '@/styles/forms.css';
import '../account.css';

export const PROFILE_TITLE = 'Mon Profil Professionnel';

/** Without a route to navigate: a full load of the deleted account's page, signed out. */
const leaveAfterDeletion = () => window.location.assign(paths.accountDeleted.getHref());

type ProfileProps = {
  /** Called PROFILE_SAVE_REDIRECT_MS after a successful save (the route goes to the dashboard). */
  onSaved: () => void;
};

/**
 * /profil: read-only account facts, the editable professional details with the SIREN check, the password, two-step
 * verification, the data export and the account's deletion. `onDeleted`: the account is gone and this browser signed
 * out; the route leaves the professional area (routes/account-deleted.tsx).
 */
export function Profile({ onSaved, onDeleted = leaveAfterDeletion }: ProfileProps & { onDeleted?: () => void }) {
  useDocumentTitle(PROFILE_TITLE);
  return (
    <div className="profile">
      <PageHeader eyebrow="Accès PRO" title={PROFILE_TITLE} subtitle="Ces informations identifient votre entreprise auprès de Fournil." />
      <ProfileSections onSaved={onSaved} onDeleted={onDeleted} />
    </div>
  );
}

function ProfileSections({ onSaved, onDeleted }: ProfileProps & { onDeleted: () => void }) {
  const query = useUser();
  if (query.isPending) return <LoadingText>Chargement du profil…</LoadingText>;
  if (query.isError) return <ErrorBox onRetry={() => void query.refetch()}>{profileLoadErrorMessage(query.error)}</ErrorBox>;
  return (
    <div className="stack stack--lg">
      {/* Keyed by user: the form starts from the loaded values and is not reset by later refetches. */}
      <ProfileForm key={query.data.id} user={query.data} onSaved={onSaved} />
      <EmailChangeForm />
      <PasswordChangeForm username={query.data.username} email={query.data.email} />
      <TwoFactorSection username={query.data.username} />
      <DataExportSection />
      {/* Staff accounts are removed by another member of the team (docs/privacy.md). */}
      {query.data.is_staff ? null : <AccountDeletionSection username={query.data.username} onDeleted={onDeleted} />}
    </div>
  );
}

/** `takenSiren`: the SIREN another account holds, which « Signaler un problème » disputes. */
type TVerification = { tone: 'success' | 'error'; message: string; takenSiren?: string } | null;

function ProfileForm({ user, onSaved }: { user: TUser; onSaved: () => void }) {
  const id = useId();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ZProfilePatch),
    defaultValues: {
      adresse_utilisateur: user.adresse_utilisateur,
      code_postal_utilisateur: user.code_postal_utilisateur,
      commune: user.commune,
      siren: user.siren ?? '',
      telephone: user.telephone,
    },
  });
  // Controlled: what is typed is reduced to its digits as it is typed.
  const { field: sirenField } = useController({ control, name: 'siren' });
  const siren = sirenField.value ?? '';
  const [isSirenVerified, setSirenVerified] = useState(user.siren_verified && Boolean(user.siren));
  const [verification, setVerification] = useState<TVerification>(null);
  const [disputedSiren, setDisputedSiren] = useState<string | null>(null);
  const verifyMutation = useVerifySiren();
  const updateMutation = useUpdateProfile();
  const isSaved = updateMutation.isSuccess;

  useEffect(() => {
    if (!isSaved) return;
    const timer = window.setTimeout(onSaved, PROFILE_SAVE_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [isSaved, onSaved]);

  // Staff are not bakers: they are never asked for a SIREN (docs/accounts.md).
  const asksSiren = !(user.is_staff && !user.is_proprietaire);
  const canVerify = isSirenFormatValid(siren) && !verifyMutation.isPending;
  const canSave = (isSirenVerified || !asksSiren) && !isSaved;

  function handleSirenChange(value: string) {
    // Digits only (a pasted '732 829 320' becomes '732829320'); editing resets the verification.
    const digits = value.replace(/\D/g, '').slice(0, SIREN_LENGTH);
    sirenField.onChange(digits);
    if (digits !== siren) {
      setSirenVerified(false);
      setVerification(null);
      verifyMutation.reset();
    }
  }

  function verify() {
    if (!canVerify) return;
    const checked = siren;
    verifyMutation.mutate(checked, {
      onSuccess: (result) => {
        setSirenVerified(result.valid);
        setVerification({ tone: result.valid ? 'success' : 'error', message: sirenResultMessage(result) });
      },
      onError: (error) => {
        setSirenVerified(false);
        setVerification({ tone: 'error', message: sirenErrorMessage(error), ...(isSirenTakenError(error) ? { takenSiren: checked } : {}) });
      },
    });
  }

  function handleSirenKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter in the SIREN field checks it instead of submitting the form.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    verify();
  }

  const submit = handleSubmit((values) => {
    if (!canSave || updateMutation.isPending) return;
    if (asksSiren) {
      updateMutation.mutate(values);
      return;
    }
    const { siren: _unused, ...details } = values;
    updateMutation.mutate(details);
  });

  const updateError = updateMutation.isError ? profileUpdateError(updateMutation.error) : null;
  const joinedOn = formatDateFr(user.date_joined);

  return (
    <div className="stack stack--lg">
      <Card as="section" aria-labelledby={`${id}-account`}>
        <h2 className="profile__section-title" id={`${id}-account`}>
          Compte
        </h2>
        <dl className="facts">
          <div className="facts__item">
            <dt>Nom d’utilisateur</dt>
            <dd>{user.username}</dd>
          </div>
          <div className="facts__item">
            <dt>Adresse e-mail</dt>
            <dd>{user.email}</dd>
          </div>
          <div className="facts__item">
            <dt>Membre depuis le</dt>
            <dd>{joinedOn ? <time dateTime={user.date_joined}>{joinedOn}</time> : '—'}</dd>
          </div>
        </dl>
      </Card>

      <form className="stack stack--lg" onSubmit={(event) => void submit(event)} aria-busy={updateMutation.isPending || undefined}>
        <Card as="section" aria-labelledby={`${id}-details`}>
          <h2 className="profile__section-title" id={`${id}-details`}>
            Coordonnées professionnelles
          </h2>
          <div className="form">
            <TextField
              label="Adresse"
              type="text"
              autoComplete="address-line1"
              required
              maxLength={ADDRESS_MAX_LENGTH}
              error={errors.adresse_utilisateur?.message}
              {...register('adresse_utilisateur')}
            />
            <div className="form__row form__row--postal">
              <TextField
                label="Code postal"
                type="text"
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={POSTAL_CODE_MAX_LENGTH}
                error={errors.code_postal_utilisateur?.message}
                {...register('code_postal_utilisateur')}
              />
              <TextField
                label="Commune"
                type="text"
                autoComplete="address-level2"
                maxLength={COMMUNE_MAX_LENGTH}
                error={errors.commune?.message}
                {...register('commune')}
              />
            </div>
            <TextField
              label="Téléphone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={PHONE_MAX_LENGTH}
              error={errors.telephone?.message}
              {...register('telephone')}
            />
          </div>
        </Card>

        {asksSiren ? (
          <Card as="section" aria-labelledby={`${id}-siren-title`}>
            <div className="profile__section-head">
              <h2 className="profile__section-title" id={`${id}-siren-title`}>
                Entreprise
              </h2>
              {isSirenVerified ? <Badge tone="success">SIREN vérifié</Badge> : <Badge tone="warning">SIREN non vérifié</Badge>}
            </div>
            <TextField
              label="SIREN"
              className="profile__siren"
              type="text"
              inputMode="numeric"
              pattern={`[0-9]{${SIREN_LENGTH}}`}
              autoComplete="off"
              minLength={SIREN_LENGTH}
              maxLength={SIREN_LENGTH}
              {...sirenField}
              value={siren}
              onChange={(event) => handleSirenChange(event.target.value)}
              onKeyDown={handleSirenKeyDown}
              error={errors.siren?.message}
              aria-invalid={verification?.tone === 'error' || undefined}
              addon={
                <Button variant="accent" onClick={verify} disabled={!canVerify} isLoading={verifyMutation.isPending}>
                  Vérifier
                </Button>
              }
              hint={
                <>
                  Les {SIREN_LENGTH} chiffres de votre entreprise (extrait Kbis ou avis de situation INSEE). Nous vérifions auprès de
                  l’INSEE qu’il s’agit d’une boulangerie en activité.
                </>
              }
              describedBy={`${id}-siren-result`}
            >
              <div role="status" className="live-region" id={`${id}-siren-result`}>
                {verification ? <p className={`siren-result siren-result--${verification.tone}`}>{verification.message}</p> : null}
                {verification?.takenSiren ? (
                  <p className="siren-result__help">
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => setDisputedSiren(verification.takenSiren ?? null)}
                      aria-expanded={disputedSiren !== null}
                    >
                      {SIREN_DISPUTE_MESSAGES.report}
                    </Button>
                  </p>
                ) : verification?.tone === 'error' ? (
                  <p className="siren-result__help">
                    {SIREN_WRONG_HELP} <Link to={paths.contact.getHref()}>{SIREN_CONTACT_LINK}</Link>
                  </p>
                ) : null}
              </div>
            </TextField>
            {isSirenVerified && siren === user.siren ? <CompanyName user={user} /> : null}
          </Card>
        ) : null}

        <div className="stack">
          <FormStatus message={isSaved ? PROFILE_UPDATED : null} />
          {updateError ? (
            <ErrorBox title={updateError.detail ? updateError.title : undefined}>{updateError.detail ?? updateError.title}</ErrorBox>
          ) : null}
          <div className="profile__actions">
            <Button
              type="submit"
              size="lg"
              isLoading={updateMutation.isPending}
              disabled={!canSave}
              aria-describedby={asksSiren && !isSirenVerified ? `${id}-save-hint` : undefined}
            >
              Enregistrer
            </Button>
            <LinkButton to={proHomePath(user)} variant="ghost">
              Retour au tableau de bord
            </LinkButton>
          </div>
          {asksSiren && !isSirenVerified ? (
            <p className="field__hint" id={`${id}-save-hint`}>
              Vérifiez votre SIREN pour enregistrer votre profil.
            </p>
          ) : null}
        </div>
      </form>
      {disputedSiren ? <SirenDisputeForm key={disputedSiren} siren={disputedSiren} onClose={() => setDisputedSiren(null)} /> : null}
    </div>
  );
}

/**
 * The company's name as the SIREN register gave it at verification (docs/accounts.md, "The company
 * name"): the client on new invoices. A sole trader's is their own name, which only they see here.
 */
function CompanyName({ user }: { user: TUser }) {
  if (user.raison_sociale === null) {
    return <p className="profile__company-note">{COMPANY_NAME_TEXTS.none}</p>;
  }
  return (
    <>
      <dl className="facts profile__company">
        <div className="facts__item">
          <dt>{user.entreprise_individuelle ? COMPANY_NAME_TEXTS.personLabel : COMPANY_NAME_TEXTS.label}</dt>
          <dd>{user.raison_sociale}</dd>
        </div>
      </dl>
      <p className="profile__company-note">{user.entreprise_individuelle ? COMPANY_NAME_TEXTS.personNote : COMPANY_NAME_TEXTS.note}</p>
    </>
  );
}
