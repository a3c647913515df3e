import { zodResolver } from '@hookform/resolvers/zod';
import { CAMPAIGN_FORMULES, CAMPAIGN_MESSAGES, ZCampaignUpdate, type TCampaign, type TCampaignUpdate } from '@fournil/shared';
import { useEffect, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { FormSubmit, TextField } from '@/components/ui';
import { applyServerErrors } from '@/lib/form-errors';
import { useUpdateCampaign } from '../api/update-campaign';
import { buildCampaignFormData, changedFields } from '../lib/build-campaign-form-data';
import { ZEndsOnField } from '../lib/ends-on';
import { CampaignImages } from './campaign-images';
import { EndsOnField } from './ends-on-field';

type EditValues = { nom_campagne: string; description: string; formule: string; url_site_boulanger: string; ends_on: string };
const FIELDS = ['nom_campagne', 'description', 'formule', 'url_site_boulanger', 'ends_on'] as const;
/**
 * Edit form (docs/advertising.md, "Validation"): the name is required; only the fields the owner
 * changed are sent, and a field they emptied is sent as '' so the server stores it empty.
 */
const ZEditForm = ZCampaignUpdate.required({ nom_campagne: true }).extend({ ends_on: ZEndsOnField });

/** The inline edit form of one campaign (docs/advertising.md, "The campaign manager screen"): scrolled into view, closed by Annuler. */
export function CampaignEditForm({
  campaign,
  onClose,
  onSaved,
}: {
  campaign: TCampaign;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const ref = useRef<HTMLFormElement>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const update = useUpdateCampaign(campaign.id);
  const initial: EditValues = {
    nom_campagne: campaign.nom_campagne,
    description: campaign.description,
    formule: campaign.formule,
    url_site_boulanger: campaign.url_site_boulanger,
    ends_on: campaign.ends_on ?? '',
  };
  const form = useForm<EditValues, unknown, TCampaignUpdate>({
    defaultValues: initial,
    resolver: zodResolver(ZEditForm) as unknown as Resolver<EditValues, unknown, TCampaignUpdate>,
  });
  const { register, handleSubmit, setError, formState } = form;

  useEffect(() => {
    ref.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, []);

  const submit = handleSubmit((values) => {
    setFormError(null);
    const changed = changedFields<EditValues>(values as Partial<EditValues>, initial);
    if (Object.keys(changed).length === 0) {
      setFormError(CAMPAIGN_MESSAGES.nothingToChange);
      return;
    }
    update.mutate(buildCampaignFormData(changed, { isCreate: false }), {
      onSuccess: () => onSaved(CAMPAIGN_MESSAGES.saved),
      onError: (error) => setFormError(applyServerErrors(error, setError, FIELDS, CAMPAIGN_MESSAGES.saveError)),
    });
  });

  return (
    <form
      ref={ref}
      className="campaign-form campaign-form--edit"
      onSubmit={submit}
      noValidate
      aria-label={`Modifier ${campaign.nom_campagne}`}
    >
      <TextField label="Nom de la campagne *" aria-required error={formState.errors.nom_campagne?.message} {...register('nom_campagne')} />
      <div className="field">
        <label className="field__label" htmlFor={`formule-${campaign.id}`}>
          Formule
        </label>
        <select id={`formule-${campaign.id}`} className="field__input" {...register('formule')}>
          {CAMPAIGN_FORMULES.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <TextField label="Description" multiline rows={3} error={formState.errors.description?.message} {...register('description')} />
      <TextField
        label="Site du boulanger"
        type="url"
        error={formState.errors.url_site_boulanger?.message}
        {...register('url_site_boulanger')}
      />
      <EndsOnField registration={register('ends_on')} error={formState.errors.ends_on?.message} />
      <CampaignImages campaign={campaign} />
      <FormSubmit error={formError} isPending={update.isPending}>
        Enregistrer
      </FormSubmit>
      <button type="button" className="btn btn--ghost" onClick={onClose}>
        {CAMPAIGN_MESSAGES.cancel}
      </button>
    </form>
  );
}
