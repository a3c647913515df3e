import { zodResolver } from '@hookform/resolvers/zod';
import { CAMPAIGN_FORMULES, CAMPAIGN_MESSAGES, ZCampaignCreate, type TBakeryAdStatus, type TCampaignCreate } from '@fournil/shared';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Button, FormStatus, FormSubmit, TextField } from '@/components/ui';
import { applyServerErrors } from '@/lib/form-errors';
import { useCreateCampaign } from '../api/create-campaign';
import { buildCampaignFormData } from '../lib/build-campaign-form-data';
import { ZEndsOnField } from '../lib/ends-on';
import { EndsOnField } from './ends-on-field';

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

/** The create form (docs/advertising.md, "The campaign manager screen"): the campaign starts as a draft; then a message and 'Créer une nouvelle campagne'. */
export function CampaignCreateForm({ bakeries }: { bakeries: TBakeryAdStatus[] }) {
  const [isDone, setIsDone] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateCampaign();
  const form = useForm<CreateValues, unknown, TCampaignCreate>({
    defaultValues: EMPTY,
    resolver: zodResolver(ZCreateForm) as unknown as Resolver<CreateValues, unknown, TCampaignCreate>,
  });
  const { register, handleSubmit, setError, reset, formState } = form;

  const submit = handleSubmit((values) => {
    setFormError(null);
    // No end date is simply not sent.
    const { ends_on: endsOn, ...rest } = values;
    create.mutate(buildCampaignFormData(endsOn ? { ...rest, ends_on: endsOn } : rest, { isCreate: true }), {
      onSuccess: () => setIsDone(true),
      onError: (error) => setFormError(applyServerErrors(error, setError, FIELDS, CAMPAIGN_MESSAGES.createError)),
    });
  });

  if (isDone) {
    return (
      <div className="campaign-created">
        <FormStatus message={CAMPAIGN_MESSAGES.created} />
        <Button
          variant="secondary"
          onClick={() => {
            reset(EMPTY);
            setIsDone(false);
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
      <TextField
        label="Site du boulanger"
        type="url"
        placeholder="https://"
        error={formState.errors.url_site_boulanger?.message}
        {...register('url_site_boulanger')}
      />
      <EndsOnField registration={register('ends_on')} error={formState.errors.ends_on?.message} />
      <FormSubmit error={formError} isPending={create.isPending}>
        {CAMPAIGN_MESSAGES.createButton}
      </FormSubmit>
    </form>
  );
}
