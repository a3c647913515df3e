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
import { useEffect, useRef, useState, type FormEvent, type JSX, type ReactNode } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { Button, ErrorBox, TextField } from '@/components/ui';
import { applyServerErrors, focusFirstError } from '@/lib/form-errors';
import { bakeryFormValues } from '../lib/bakery-form-values';
import { CREATION_STEPS, LAST_STEP, firstStepOf, namesToCheck, stepProgress } from '../lib/creation-steps';
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
        {' '}
        *
      </span>
    </>
  );
}

/**
 * The bakery form of the professional area (docs/bakery-management.md, "The screens", "Field rules"
 * and "Creating a bakery"), for creation and edit.
 * Creation goes through four short steps (CREATION_STEPS), each checked with the shared schema
 * before the next one opens; editing shows the same parts on one page. Its rules are the shared
 * schemas (ZBakeryCreate, ZBakeryUpdate); the server's answer is read by applyServerErrors, and the
 * first refused field is focused and brought into view. Editing sends only what changed.
 */
export function BakeryForm({ mode, bakery, candidates, isSubmitting, error, onSubmit, onCancel }: BakeryFormProps): JSX.Element {
  const isCreate = mode === 'create';
  const form = useForm<TBakeryFieldsInput, unknown, TBakeryFields>({
    // The edit schema's output is a partial of the create one; the form always holds every field.
    resolver: zodResolver(isCreate ? ZBakeryCreate : ZBakeryUpdate) as Resolver<TBakeryFieldsInput, unknown, TBakeryFields>,
    defaultValues: bakeryFormValues(bakery),
    // focusFirstError picks the first refused control in page order, the hours and files included.
    shouldFocusError: false,
  });
  const {
    register,
    handleSubmit,
    setError,
    trigger,
    formState: { errors, dirtyFields },
  } = form;
  const formRef = useRef<HTMLFormElement>(null);
  const progressRef = useRef<HTMLParagraphElement>(null);
  const [step, setStep] = useState(0);
  const [focusRequest, setFocusRequest] = useState<{ target: 'error' | 'step'; count: number }>({ target: 'step', count: 0 });
  const [isApproximate, setApproximate] = useState(bakery?.position_approximative ?? false);
  const [logo, setLogo] = useState<File | null>(null);
  const [deleteLogo, setDeleteLogo] = useState(false);
  const [photos, setPhotos] = useState<File[]>([]);
  const [deletedImageIds, setDeletedImageIds] = useState<number[]>([]);
  const [fileErrors, setFileErrors] = useState<TFileError>({});
  const [formError, setFormError] = useState<string | null>(null);
  // Chosen images still being read and reduced are changes not in the state yet: saving waits for them.
  const [preparing, setPreparing] = useState({ logo: false, photos: false });
  const isPreparingImages = preparing.logo || preparing.photos;

  const requestFocus = (target: 'error' | 'step') => setFocusRequest((previous) => ({ target, count: previous.count + 1 }));

  // After the render that shows a new step or new errors: the step's title, or the first refused field.
  useEffect(() => {
    if (focusRequest.count === 0) return;
    const frame = requestAnimationFrame(() => {
      if (focusRequest.target === 'error') focusFirstError(formRef.current);
      else progressRef.current?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [focusRequest]);

  useEffect(() => {
    if (!error) {
      setFormError(null);
      return;
    }
    const nextFileErrors: TFileError = {};
    const refused: string[] = [];
    const message = applyServerErrors<TServerField>(
      error,
      (field, fieldError) => {
        refused.push(field);
        if (field === 'image_logo_main' || field === 'delete_logo') nextFileErrors.image_logo_main = fieldError.message;
        else if (field === 'images' || field === 'delete_images') nextFileErrors.images = fieldError.message;
        else setError(field, fieldError);
      },
      SERVER_FIELDS,
      isCreate ? BAKERY_MESSAGES.createError : BAKERY_MESSAGES.saveError,
    );
    setFileErrors(nextFileErrors);
    setFormError(message);
    // A creation refused on an earlier step goes back to it.
    const refusedStep = firstStepOf(refused);
    if (isCreate && refusedStep !== null) setStep(refusedStep);
    if (refused.length > 0) requestFocus('error');
  }, [error, isCreate, setError]);

  const submit = handleSubmit(
    (values) => {
      if (isPreparingImages) return;
      setFormError(null);
      setFileErrors({});
      const fields: Partial<TBakeryFields> = isCreate ? withoutApproximate(values) : changedFields(values);
      const hasUploads = logo !== null || photos.length > 0 || deleteLogo || deletedImageIds.length > 0;
      if (!isCreate && Object.keys(fields).length === 0 && !hasUploads) {
        setFormError(BAKERY_MESSAGES.nothingToChange);
        return;
      }
      onSubmit(buildBakeryFormData(mode, fields, { logo, photos, deleteLogo, deletedImageIds }));
    },
    (refused) => {
      // A creation whose last step still finds an error on an earlier one goes back to it.
      const refusedStep = firstStepOf(Object.keys(refused));
      if (isCreate && refusedStep !== null) setStep(refusedStep);
      requestFocus('error');
    },
  );

  /**
   * An untouched commune centre is not sent as the owner's own position: the server then locates
   * the address itself and keeps it marked approximate (docs/bakery-management.md, "Position on the map").
   */
  function withoutApproximate(values: TBakeryFields): TBakeryFields {
    return isApproximate ? { ...values, latitude: null, longitude: null } : values;
  }

  function changedFields(values: TBakeryFields): Partial<TBakeryFields> {
    const changed: Partial<Record<TFieldName, unknown>> = {};
    for (const name of FIELD_NAMES) if (dirtyFields[name]) changed[name] = values[name];
    if (COORDINATES.some((name) => name in changed)) for (const name of COORDINATES) changed[name] = values[name];
    if (isApproximate) for (const name of COORDINATES) delete changed[name];
    return changed as Partial<TBakeryFields>;
  }

  async function goNext() {
    const current = CREATION_STEPS[step];
    if (!current) return;
    setFormError(null);
    const isValid = await trigger(namesToCheck(current) as TFieldName[]);
    if (!isValid) {
      requestFocus('error');
      return;
    }
    setStep(step + 1);
    requestFocus('step');
  }

  function goBack() {
    setStep(Math.max(0, step - 1));
    requestFocus('step');
  }

  function handleFormSubmit(event: FormEvent<HTMLFormElement>) {
    // Enter in a field of an early step goes to the next step, as « Suivant » does.
    if (isCreate && step < LAST_STEP) {
      event.preventDefault();
      void goNext();
      return;
    }
    void submit(event);
  }

  const sections: Record<(typeof CREATION_STEPS)[number]['key'], ReactNode> = {
    contact: (
      <fieldset className="bakery-form__section" key="contact">
        <legend className="bakery-form__legend">Nom et contact</legend>
        <TextField
          label={<Required>Nom</Required>}
          aria-required
          autoComplete="organization"
          error={errors.nom?.message}
          {...register('nom')}
        />
        <TextField
          label="Téléphone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          error={errors.telephone_boulangerie?.message}
          {...register('telephone_boulangerie')}
        />
        <DescriptionField />
        <TextField label="Présentation" multiline rows={5} error={errors.presentation?.message} {...register('presentation')} />
        <TextField label="Le mot du boulanger" multiline rows={4} error={errors.motduboulanger?.message} {...register('motduboulanger')} />
      </fieldset>
    ),
    address: (
      <fieldset className="bakery-form__section" key="address">
        <legend className="bakery-form__legend">Adresse et position</legend>
        <TextField
          label={<Required>Adresse</Required>}
          aria-required
          autoComplete="address-line1"
          error={errors.adresse_postale?.message}
          {...register('adresse_postale')}
        />
        <div className="form__row form__row--postal">
          <TextField
            label={isCreate ? <Required>Code postal</Required> : 'Code postal'}
            aria-required={isCreate || undefined}
            inputMode="numeric"
            autoComplete="postal-code"
            hint={isCreate ? undefined : '5 chiffres, par exemple 49100.'}
            error={errors.code_postal_boulangerie?.message}
            {...register('code_postal_boulangerie')}
          />
          <TextField
            label={<Required>Ville</Required>}
            aria-required
            autoComplete="address-level2"
            error={errors.ville?.message}
            {...register('ville')}
          />
        </div>
        <FormLocation isApproximate={isApproximate} onApproximateChange={setApproximate} />
      </fieldset>
    ),
    hours: (
      <fieldset className="bakery-form__section" key="hours">
        <legend className="bakery-form__legend">Jours et horaires d’ouverture</legend>
        <FormHours />
      </fieldset>
    ),
    logo: (
      <fieldset className="bakery-form__section" key="logo">
        <legend className="bakery-form__legend">Logo et produits</legend>
        <LogoField
          currentUrl={bakery?.image_logo_main ?? null}
          file={logo}
          isRemoved={deleteLogo}
          onFileChange={setLogo}
          onRemoveCurrent={isCreate ? undefined : () => setDeleteLogo(true)}
          error={fileErrors.image_logo_main}
          onPreparingChange={(isBusy) => setPreparing((previous) => ({ ...previous, logo: isBusy }))}
        />
        <PhotosField
          existing={bakery?.images ?? []}
          removedIds={deletedImageIds}
          files={photos}
          onFilesChange={setPhotos}
          onRemovedIdsChange={setDeletedImageIds}
          error={fileErrors.images}
          onPreparingChange={(isBusy) => setPreparing((previous) => ({ ...previous, photos: isBusy }))}
        />
        <fieldset className="bakery-form__group">
          <legend className="field__label">Produits disponibles</legend>
          <div className="bakery-form__checks">
            {AVAILABILITY_FIELDS.map((field) => (
              <label key={field} className="form-check">
                <input type="checkbox" {...register(field)} />
                <span>{AVAILABILITY_LABELS[field]}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <ManagerSelect candidates={candidates} bakery={bakery} />
      </fieldset>
    ),
  };

  const currentStep = CREATION_STEPS[step] ?? CREATION_STEPS[0]!;
  return (
    <FormProvider {...form}>
      <form ref={formRef} className="form bakery-form" noValidate onSubmit={handleFormSubmit} aria-busy={isSubmitting || undefined}>
        {isCreate ? (
          <div className="creation-steps">
            <p className="creation-steps__progress" ref={progressRef} tabIndex={-1}>
              {stepProgress(step)}
              <span className="creation-steps__title"> : {currentStep.title}</span>
            </p>
            <ol className="creation-steps__list" aria-label="Étapes">
              {CREATION_STEPS.map((item, index) => (
                <li
                  key={item.key}
                  className={index < step ? 'is-done' : index === step ? 'is-current' : undefined}
                  aria-current={index === step ? 'step' : undefined}
                >
                  <span className="visually-hidden">{stepProgress(index)} : </span>
                  {item.title}
                </li>
              ))}
            </ol>
          </div>
        ) : null}
        <p className="bakery-form__note">
          Les champs marqués <span aria-hidden="true">*</span> sont obligatoires.
        </p>

        {isCreate ? sections[currentStep.key] : CREATION_STEPS.map((item) => sections[item.key])}

        {formError ? <ErrorBox>{formError}</ErrorBox> : null}
        <div className="bakery-form__actions">
          {isCreate && step > 0 ? (
            <Button variant="secondary" onClick={goBack} disabled={isSubmitting}>
              Précédent
            </Button>
          ) : (
            <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
              Annuler
            </Button>
          )}
          {isCreate && step < LAST_STEP ? (
            <Button type="submit">Suivant</Button>
          ) : (
            <Button type="submit" isLoading={isSubmitting || isPreparingImages}>
              {isCreate ? 'Créer la boulangerie' : 'Enregistrer'}
            </Button>
          )}
        </div>
      </form>
    </FormProvider>
  );
}
