import { zodResolver } from '@hookform/resolvers/zod';
import { formatDateTimeFr, formatEuros, type TAdminPromo, type TAdminPromoInput } from '@fournil/shared';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ErrorBox, LoadingText, Switch, TextField } from '@/components/ui';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminPromoCode, useDeleteAdminPromoCode, useSaveAdminPromoCode } from '../api/promo-codes';
import { ZPromoForm, promoFormValues, usesLabel, type TPromoFormValues } from '../lib/promo-form';
import { useEditorSave } from '../hooks/use-editor-save';
import { EditorActions } from './editor-actions';
import { SectionHeader } from './section-header';

const FIELDS = ['code', 'discount_cents', 'valid_from', 'valid_until', 'max_uses', 'is_active', 'once_per_account'] as const;
export const ONCE_PER_ACCOUNT_LABEL = 'Utilisable une seule fois par compte';
const SAVE_ERROR = 'Le code n’a pas pu être enregistré. Réessayez dans un instant.';
export const PROMO_SAVED = 'Code enregistré.';
const PROMO_DELETED = 'Code supprimé.';

/** /admin/codes-promo/:id (or a new code): loads the code, then shows its form. */
export function PromoEditor({ id }: { id: number | null }) {
  const query = useAdminPromoCode(id);
  if (id === null) return <PromoForm promo={null} />;
  if (query.isPending) return <LoadingText>Chargement du code…</LoadingText>;
  if (query.isError) return <ErrorBox onRetry={() => void query.refetch()}>{errorMessage(query.error)}</ErrorBox>;
  return <PromoForm key={query.data.id} promo={query.data} />;
}

function PromoForm({ promo }: { promo: TAdminPromo | null }) {
  const isNew = promo === null;
  useDocumentTitle(isNew ? 'Nouveau code promo · Administration' : `${promo.code} · Administration`);
  const save = useSaveAdminPromoCode(promo?.id ?? null);
  const remove = useDeleteAdminPromoCode(promo?.id ?? 0);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors },
  } = useForm<TPromoFormValues, unknown, TAdminPromoInput>({ resolver: zodResolver(ZPromoForm), defaultValues: promoFormValues(promo) });
  const isActive = watch('is_active');
  const codeField = register('code');

  const { status, formError, send } = useEditorSave({
    save,
    setError,
    fields: FIELDS,
    saveError: SAVE_ERROR,
    href: isNew ? null : paths.admin.promoCode.getHref(promo.id),
    hrefOf: (saved) => paths.admin.promoCode.getHref(saved.id),
    notice: PROMO_SAVED,
  });
  const submit = handleSubmit(send);

  return (
    <section className="admin-editor">
      <p className="admin-back">
        <Link to={paths.admin.promoCodes.getHref()}>← Tous les codes</Link>
      </p>
      <SectionHeader title={isNew ? 'Nouveau code promo' : `Code ${promo.code}`}>
        {isNew
          ? 'Les dates sont à l’heure de Paris.'
          : `${usesLabel(promo)} · remise de ${formatEuros(promo.discount_cents)} · créé le ${formatDateTimeFr(promo.created_at)}`}
      </SectionHeader>
      <form
        className="form admin-form admin-form--narrow"
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-busy={save.isPending || undefined}
      >
        <TextField
          label="Code"
          hint="3 à 40 lettres majuscules, chiffres, tirets ou soulignés."
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={errors.code?.message}
          {...codeField}
          onChange={(event) => {
            // Capitals as typed, the caret kept where it was.
            const input = event.target;
            const caret = input.selectionStart;
            input.value = input.value.toUpperCase();
            if (caret !== null) input.setSelectionRange(caret, caret);
            void codeField.onChange(event);
          }}
        />
        <TextField
          label="Remise (€)"
          hint="En euros, par exemple 5 ou 2,50."
          inputMode="decimal"
          autoComplete="off"
          error={errors.discount_cents?.message}
          {...register('discount_cents')}
        />
        <div className="form__row">
          <TextField
            label="Valable à partir du"
            hint="Vide : dès maintenant."
            type="datetime-local"
            error={errors.valid_from?.message}
            {...register('valid_from')}
          />
          <TextField
            label="Valable jusqu’au"
            hint="Vide : sans fin."
            type="datetime-local"
            error={errors.valid_until?.message}
            {...register('valid_until')}
          />
        </div>
        <TextField
          label="Nombre maximal d’utilisations"
          hint="Vide : illimité."
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          error={errors.max_uses?.message}
          {...register('max_uses')}
        />
        <div className="admin-fieldset">
          <label className="admin-checks__option">
            <input type="checkbox" aria-describedby="promo-once-hint" {...register('once_per_account')} />
            {ONCE_PER_ACCOUNT_LABEL}
          </label>
          <p className="field__hint" id="promo-once-hint">
            Décoché : un même compte peut s’en servir à chaque paiement.
          </p>
        </div>
        {isNew ? null : (
          <p className="admin-fact">
            <span className="admin-fact__label">Utilisations</span> {usesLabel(promo)}
          </p>
        )}
        <Switch label="Code actif" checked={isActive} onChange={(next) => setValue('is_active', next, { shouldDirty: true })} />
        <EditorActions
          status={status}
          formError={formError}
          isSaving={save.isPending}
          deletion={
            isNew
              ? null
              : {
                  label: 'Supprimer le code',
                  question: `Supprimer le code ${promo.code} ? Un code qui a déjà servi ne peut pas être supprimé : désactivez-le.`,
                  remove,
                  listHref: paths.admin.promoCodes.getHref(),
                  notice: PROMO_DELETED,
                }
          }
        />
      </form>
    </section>
  );
}
