import { zodResolver } from '@hookform/resolvers/zod';
import {
  ACCOUNT_CAP_DEFAULTS,
  ACCOUNT_CAP_MAX,
  ACCOUNT_CAP_MESSAGES,
  formatCount,
  type TAccountCaps,
  type TAccountCapsPatch,
  type TAdminUser,
} from '@fournil/shared';
import { useForm } from 'react-hook-form';
import { Button, ErrorBox, FormStatus, LoadingText, TextField } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { useServerErrors } from '@/lib/form-errors';
import { useSetUserLimits, useUserLimits } from '../api/users';
import { ZLimitsForm, limitsFormValues, type TLimitsFormValues } from '../lib/limits-form';

const FIELDS = ['bakeries', 'uploads'] as const;
export const LIMITS_SAVED = 'Limites enregistrées.';
const SAVE_ERROR = 'Les limites n’ont pas pu être enregistrées. Réessayez dans un instant.';

/**
 * « Limites » of an account's row (docs/back-office.md, "Account limits"), opened from the row's menu:
 * what the account owns and stores against its caps, and a small form to give it its own limits
 * (empty: the default). « Fermer » hands back to the row (`onClose`).
 */
export function AccountLimits({ user, onClose }: { user: TAdminUser; onClose: () => void }) {
  return <LimitsPanel user={user} onClose={onClose} />;
}

function LimitsPanel({ user, onClose }: { user: TAdminUser; onClose: () => void }) {
  const query = useUserLimits(user.id);
  if (query.isPending) return <LoadingText>Chargement des limites…</LoadingText>;
  if (query.isError) return <ErrorBox onRetry={() => void query.refetch()}>{errorMessage(query.error)}</ErrorBox>;
  return <LimitsForm user={user} caps={query.data} onClose={onClose} />;
}

function LimitsForm({ user, caps, onClose }: { user: TAdminUser; caps: TAccountCaps; onClose: () => void }) {
  const save = useSetUserLimits(user.id);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TLimitsFormValues, unknown, TAccountCapsPatch>({ resolver: zodResolver(ZLimitsForm), defaultValues: limitsFormValues(caps) });
  const [formError, setFormError] = useServerErrors(save.error, setError, FIELDS, SAVE_ERROR, '');

  const submit = handleSubmit((patch) => {
    setFormError(null);
    save.mutate(patch);
  });

  return (
    <form
      className="form admin-limits"
      noValidate
      aria-label={`Limites de ${user.email}`}
      onSubmit={(event) => void submit(event)}
      aria-busy={save.isPending || undefined}
    >
      <ul className="admin-limits__usage">
        <li>{ACCOUNT_CAP_MESSAGES.bakeriesUsage(caps.bakeries.used, caps.bakeries.limit)}</li>
        <li>{ACCOUNT_CAP_MESSAGES.uploadsUsage(caps.uploads.used, caps.uploads.limit)}</li>
      </ul>
      <TextField
        label="Boulangeries au plus"
        hint={`Vide : la valeur par défaut (${formatCount(ACCOUNT_CAP_DEFAULTS.bakeries)}).`}
        type="number"
        inputMode="numeric"
        min={0}
        max={ACCOUNT_CAP_MAX.bakeries}
        error={errors.bakeries?.message}
        {...register('bakeries')}
      />
      <TextField
        label="Images au plus"
        hint={`Logos, photos et images de campagne. Vide : la valeur par défaut (${formatCount(ACCOUNT_CAP_DEFAULTS.uploads)}).`}
        type="number"
        inputMode="numeric"
        min={0}
        max={ACCOUNT_CAP_MAX.uploads}
        error={errors.uploads?.message}
        {...register('uploads')}
      />
      <FormStatus message={save.isSuccess ? LIMITS_SAVED : null} />
      {formError ? <ErrorBox>{formError}</ErrorBox> : null}
      <div className="admin-limits__actions">
        <Button type="submit" size="sm" isLoading={save.isPending}>
          Enregistrer
        </Button>
        <Button variant="secondary" size="sm" disabled={save.isPending} onClick={onClose}>
          Fermer
        </Button>
      </div>
    </form>
  );
}
