import { zodResolver } from '@hookform/resolvers/zod';
import { CAMPAIGN_FORMULES, CAMPAIGN_MESSAGES, ZCampaignCreate, type TBakeryAdStatus, type TCampaignCreate } from '@fournil/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Button, FormStatus, FormSubmit, TextField } from '@/components/ui';
import { applyServerErrors } from '@/lib/form-errors';
import { useCreateCampaign } from '../api/create-campaign';
import { campaignKeys } from '../api/query-keys';
import { buildCampaignFormData } from '../lib/build-campaign-form-data';
import { ZEndsOnField } from '../lib/ends-on';
import type { TRefusedImage } from '../lib/prepare-campaign-images';
import { uploadEachImage } from '../lib/upload-each-image';
import { EndsOnField } from './ends-on-field';
import { ImageRefusals } from './image-refusals';
import { ImagePicker } from './image-picker';

type CreateValues = {
  boulangerie: string;
  nom_campagne: string;
  description: string;
  formule: string;
  url_site_boulanger: string;
  ends_on: string;
};
const FIELDS = ['boulangerie', 'nom_campagne', 'description', 'formule', 'url_site_boulanger', 'ends_on'] as const;
const EMPTY: CreateValues = { boulangerie: '', nom_campagne: '', description: '', formule: 'payante', url_site_boulanger: '', ends_on: '' };
/** The create form, with an end date from today on (docs/advertising.md, "End dates"). */
const ZCreateForm = ZCampaignCreate.extend({ ends_on: ZEndsOnField.optional() });

/** The only bakery is chosen already (docs/advertising.md, "The campaign manager screen"). */
const emptyFor = (bakeries: TBakeryAdStatus[]): CreateValues =>
  bakeries.length === 1 ? { ...EMPTY, boulangerie: String(bakeries[0]!.id) } : EMPTY;

type Done = { uploaded: number; refused: TRefusedImage[] };

/**
 * The create form (docs/advertising.md, "The campaign manager screen"): the campaign starts as a
 * draft, with its images chosen in the same form (reduced in the browser, then sent one by one once
 * the draft exists); then a message and 'Créer une nouvelle campagne'. The only bakery is
 * pre-selected, a formule with a single option is not asked.
 */
export function CampaignCreateForm({ bakeries }: { bakeries: TBakeryAdStatus[] }) {
  const [done, setDone] = useState<Done | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [images, setImages] = useState<File[]>([]);
  const [isUploading, setIsUploading] = useState(false);
  const create = useCreateCampaign();
  const queryClient = useQueryClient();
  const form = useForm<CreateValues, unknown, TCampaignCreate>({
    defaultValues: emptyFor(bakeries),
    resolver: zodResolver(ZCreateForm) as unknown as Resolver<CreateValues, unknown, TCampaignCreate>,
  });
  const { register, handleSubmit, setError, reset, formState, getValues, setValue } = form;
  const onlyBakeryId = bakeries.length === 1 ? String(bakeries[0]!.id) : null;

  // The bakeries arrive after the first render: choose the only one as soon as it is known.
  useEffect(() => {
    if (onlyBakeryId && getValues('boulangerie') === '') setValue('boulangerie', onlyBakeryId);
  }, [onlyBakeryId, getValues, setValue]);

  const submit = handleSubmit((values) => {
    setFormError(null);
    // No end date is simply not sent.
    const { ends_on: endsOn, ...rest } = values;
    create.mutate(buildCampaignFormData(endsOn ? { ...rest, ends_on: endsOn } : rest, { isCreate: true }), {
      onSuccess: async (campaign) => {
        if (images.length === 0) {
          setDone({ uploaded: 0, refused: [] });
          return;
        }
        setIsUploading(true);
        const outcome = await uploadEachImage(campaign.id, images);
        await queryClient.invalidateQueries({ queryKey: campaignKeys.list });
        setIsUploading(false);
        setImages([]);
        setDone({ uploaded: outcome.uploaded, refused: outcome.refused });
      },
      onError: (error) => setFormError(applyServerErrors(error, setError, FIELDS, CAMPAIGN_MESSAGES.createError)),
    });
  });

  if (done) {
    return (
      <div className="campaign-created">
        <FormStatus message={done.uploaded > 0 ? CAMPAIGN_MESSAGES.createdWithImages(done.uploaded) : CAMPAIGN_MESSAGES.created} />
        <div role="alert" className="live-region">
          <ImageRefusals refused={done.refused} />
        </div>
        <Button
          variant="secondary"
          onClick={() => {
            reset(emptyFor(bakeries));
            setDone(null);
          }}
        >
          {CAMPAIGN_MESSAGES.createAnother}
        </Button>
      </div>
    );
  }

  return (
    <form className="campaign-form" onSubmit={submit} noValidate aria-labelledby="campaign-create-title">
      <div className="field">
        <label className="field__label" htmlFor="campaign-bakery">
          Boulangerie *
        </label>
        <select
          id="campaign-bakery"
          className="field__input"
          aria-required
          aria-invalid={formState.errors.boulangerie ? true : undefined}
          {...register('boulangerie')}
        >
          <option value="">Choisir une boulangerie</option>
          {bakeries.map((bakery) => (
            <option key={bakery.id} value={bakery.id}>
              {bakery.nom} - {bakery.ville}
            </option>
          ))}
        </select>
        {formState.errors.boulangerie ? <p className="field__error">{formState.errors.boulangerie.message}</p> : null}
      </div>
      <TextField label="Nom de la campagne *" aria-required error={formState.errors.nom_campagne?.message} {...register('nom_campagne')} />
      <TextField label="Description" multiline rows={3} error={formState.errors.description?.message} {...register('description')} />
      {CAMPAIGN_FORMULES.length > 1 ? (
        <div className="field">
          <label className="field__label" htmlFor="campaign-formule">
            Formule *
          </label>
          <select id="campaign-formule" className="field__input" aria-required {...register('formule')}>
            {CAMPAIGN_FORMULES.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          {formState.errors.formule ? <p className="field__error">{formState.errors.formule.message}</p> : null}
        </div>
      ) : null}
      <TextField
        label="Site du boulanger"
        type="url"
        placeholder="https://"
        error={formState.errors.url_site_boulanger?.message}
        {...register('url_site_boulanger')}
      />
      <EndsOnField registration={register('ends_on')} error={formState.errors.ends_on?.message} />
      <ImagePicker files={images} onFilesChange={setImages} disabled={create.isPending || isUploading} />
      <FormSubmit error={formError} isPending={create.isPending || isUploading}>
        {CAMPAIGN_MESSAGES.createButton}
      </FormSubmit>
    </form>
  );
}
