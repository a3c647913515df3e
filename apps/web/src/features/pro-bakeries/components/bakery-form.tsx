import { zodResolver } from '@hookform/resolvers/zod';
import {
  AVAILABILITY_FIELDS,
  AVAILABILITY_LABELS,
  BAKERY_EDIT_PARTS,
  BAKERY_FILE_PARTS,
  BAKERY_MESSAGES,
  ZBakeryCreate,
  ZBakeryFields,
  ZBakeryUpdate,
  type TBakeryFields,
  type TBakeryFieldsInput,
  type TManagerCandidate,
  type TProBakery,
} from '@fournil/shared';
import { useEffect, useId, useState, type JSX, type ReactNode } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { Button, ErrorBox, TextField } from '@/components/ui';
import { applyServerErrors } from '@/lib/form-errors';
import { bakeryFormValues } from '../lib/bakery-form-values';
import { buildBakeryFormData } from '../lib/build-bakery-form-data';
import { DescriptionField, FormHours, FormLocation, ManagerSelect } from './bakery-form-parts';
import { LogoField } from './logo-field';
import { PhotosField } from './photos-field';
import '@/styles/forms.css';
import '../bakery-form.css';

export type BakeryFormProps = {
  mode: 'create' | 'edit';
  /** Edit: the initial values. */
  bakery?: TProBakery;
  /** The manager select offers 'Aucun' and these. */
  candidates: TManagerCandidate[];
  isSubmitting: boolean;
  /** The last submit error (an ApiError): field errors go on their fields, anything else above the buttons. */
  error: unknown;
  /** The multipart body, ready for POST (create) or PATCH (edit). */
  onSubmit: (body: FormData) => void;
  onCancel: () => void;
};

type TFieldName = keyof TBakeryFields;
type TFileError = { image_logo_main?: string; images?: string };
type TServerField = TFieldName | (typeof BAKERY_FILE_PARTS)[number] | (typeof BAKERY_EDIT_PARTS)[number];

const FIELD_NAMES = Object.keys(ZBakeryFields.shape) as TFieldName[];
const SERVER_FIELDS: readonly TServerField[] = [...FIELD_NAMES, ...BAKERY_FILE_PARTS, ...BAKERY_EDIT_PARTS];
/** Both coordinates travel together: the server refuses one without the other. */
const COORDINATES = ['latitude', 'longitude'] as const;

/** The label of a required field, with its mark (the note above the form explains it). */
function Required({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <span className="field__required" aria-hidden="true">
        {' '}*
      </span>
    </>
  );
}

/**
 * The bakery form of the professional area (docs/bakery-management.md, "The screens" and
 * "Field rules"), for creation and edit.
 * Its rules are the shared schemas (ZBakeryCreate, ZBakeryUpdate); the server's answer is read by
 * applyServerErrors. Editing sends only what changed.
 */
export function BakeryForm({ mode, bakery, candidates, isSubmitting, error, onSubmit, onCancel }: BakeryFormProps): JSX.Element {
  const id = useId();
  const isCreate = mode === 'create';
  const form = useForm<TBakeryFieldsInput, unknown, TBakeryFields>({
    // The edit schema's output is a partial of the create one; the form always holds every field.
    resolver: zodResolver(isCreate ? ZBakeryCreate : ZBakeryUpdate) as Resolver<TBakeryFieldsInput, unknown, TBakeryFields>,
    defaultValues: bakeryFormValues(bakery),
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, dirtyFields },
  } = form;
  const [logo, setLogo] = useState<File | null>(null);
  const [deleteLogo, setDeleteLogo] = useState(false);
  const [photos, setPhotos] = useState<File[]>([]);
  const [deletedImageIds, setDeletedImageIds] = useState<number[]>([]);
  const [fileErrors, setFileErrors] = useState<TFileError>({});
  const [formError, setFormError] = useState<string | null>(null);

  useEffect(() => {
    if (!error) {
      setFormError(null);
      return;
    }
    const nextFileErrors: TFileError = {};
    const message = applyServerErrors<TServerField>(
      error,
      (field, fieldError) => {
        if (field === 'image_logo_main' || field === 'delete_logo') nextFileErrors.image_logo_main = fieldError.message;
        else if (field === 'images' || field === 'delete_images') nextFileErrors.images = fieldError.message;
        else setError(field, fieldError, { shouldFocus: true });
      },
      SERVER_FIELDS,
      isCreate ? BAKERY_MESSAGES.createError : BAKERY_MESSAGES.saveError,
    );
    setFileErrors(nextFileErrors);
    setFormError(message);
  }, [error, isCreate, setError]);

  const submit = handleSubmit((values) => {
    setFormError(null);
    setFileErrors({});
    const fields: Partial<TBakeryFields> = isCreate ? values : changedFields(values);
    const hasUploads = logo !== null || photos.length > 0 || deleteLogo || deletedImageIds.length > 0;
    if (!isCreate && Object.keys(fields).length === 0 && !hasUploads) {
      setFormError(BAKERY_MESSAGES.nothingToChange);
      return;
    }
    onSubmit(buildBakeryFormData(mode, fields, { logo, photos, deleteLogo, deletedImageIds }));
  });

  function changedFields(values: TBakeryFields): Partial<TBakeryFields> {
    const changed: Partial<Record<TFieldName, unknown>> = {};
    for (const name of FIELD_NAMES) if (dirtyFields[name]) changed[name] = values[name];
    if (COORDINATES.some((name) => name in changed)) for (const name of COORDINATES) changed[name] = values[name];
    return changed as Partial<TBakeryFields>;
  }

  return (
    <FormProvider {...form}>
      <form className="form bakery-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={isSubmitting || undefined}>
        <p className="bakery-form__note">
          Les champs marqués <span aria-hidden="true">*</span> sont obligatoires.
        </p>

        <fieldset className="bakery-form__section">
          <legend className="bakery-form__legend">La boulangerie</legend>
          <TextField label={<Required>Nom</Required>} aria-required autoComplete="organization" error={errors.nom?.message} {...register('nom')} />
          <DescriptionField />
          <TextField label="Présentation" multiline rows={5} error={errors.presentation?.message} {...register('presentation')} />
          <TextField label="Le mot du boulanger" multiline rows={4} error={errors.motduboulanger?.message} {...register('motduboulanger')} />
          <TextField label="Téléphone" type="tel" inputMode="tel" autoComplete="tel" error={errors.telephone_boulangerie?.message} {...register('telephone_boulangerie')} />
        </fieldset>

        <fieldset className="bakery-form__section">
          <legend className="bakery-form__legend">Adresse et position</legend>
          <TextField label={<Required>Adresse</Required>} aria-required autoComplete="street-address" error={errors.adresse_postale?.message} {...register('adresse_postale')} />
          <div className="form__row form__row--postal">
            <TextField
              label={isCreate ? <Required>Code postal</Required> : 'Code postal'}
              aria-required={isCreate || undefined}
              inputMode="numeric"
              autoComplete="postal-code"
              error={errors.code_postal_boulangerie?.message}
              {...register('code_postal_boulangerie')}
            />
            <TextField label={<Required>Ville</Required>} aria-required autoComplete="address-level2" error={errors.ville?.message} {...register('ville')} />
          </div>
          <FormLocation />
        </fieldset>

        <fieldset className="bakery-form__section">
          <legend className="bakery-form__legend">Logo et photos</legend>
          <LogoField
            currentUrl={bakery?.image_logo_main ?? null}
            file={logo}
            isRemoved={deleteLogo}
            onFileChange={setLogo}
            onRemoveCurrent={isCreate ? undefined : () => setDeleteLogo(true)}
            error={fileErrors.image_logo_main}
          />
          <PhotosField
            existing={bakery?.images ?? []}
            removedIds={deletedImageIds}
            files={photos}
            onFilesChange={setPhotos}
            onRemovedIdsChange={setDeletedImageIds}
            error={fileErrors.images}
          />
        </fieldset>

        <fieldset className="bakery-form__section">
          <legend className="bakery-form__legend">Disponibilités</legend>
          <div className="bakery-form__checks">
            {AVAILABILITY_FIELDS.map((field) => (
              <label key={field} className="form-check">
                <input type="checkbox" {...register(field)} />
                <span>{AVAILABILITY_LABELS[field]}</span>
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset className="bakery-form__section">
          <legend className="bakery-form__legend">Jours et horaires d’ouverture</legend>
          <FormHours />
        </fieldset>

        <fieldset className="bakery-form__section">
          <legend className="bakery-form__legend">Responsable et publicité</legend>
          <ManagerSelect candidates={candidates} bakery={bakery} />
          <label className="form-check">
            <input type="checkbox" aria-describedby={`${id}-publicite-hint`} {...register('publicite')} />
            <span>Publicité</span>
          </label>
          <p className="field__hint" id={`${id}-publicite-hint`}>
            Souhaitez-vous mettre en avant cette boulangerie avec une campagne publicitaire ?
          </p>
        </fieldset>

        {formError ? <ErrorBox>{formError}</ErrorBox> : null}
        <div className="bakery-form__actions">
          <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
            Annuler
          </Button>
          <Button type="submit" isLoading={isSubmitting}>
            {isCreate ? 'Créer la boulangerie' : 'Enregistrer'}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
