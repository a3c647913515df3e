import { zodResolver } from '@hookform/resolvers/zod';
import { SIREN_DISPUTE_MESSAGE_MAX_LENGTH, SIREN_DISPUTE_MESSAGES, ZSirenDisputeRequest } from '@fournil/shared';
import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Button, Card, FormStatus, FormSubmit, MailIcon, TextField } from '@/components/ui';
import { useServerErrors } from '@/lib/form-errors';
import { useDisputeSiren } from '../api/dispute-siren';
import { SIREN_DISPUTE_ERROR_FALLBACK } from '../lib/account-messages';

const FIELDS = ['message'] as const;

/**
 * « Signaler un problème » on a SIREN another account holds (docs/accounts.md, "Disputing a SIREN"):
 * the person explains why the SIREN is theirs; staff get the report with its context. Rendered
 * after the profile's form (a form cannot sit inside another), its title takes the focus on opening.
 */
export function SirenDisputeForm({
  siren,
  onClose,
  bakeryId,
}: {
  siren: string;
  onClose: () => void;
  /** A dispute about a bakery another account owns, from a refused claim (docs/claims.md); `siren` is then one's own. */
  bakeryId?: number;
}) {
  const id = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const dispute = useDisputeSiren();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ZSirenDisputeRequest),
    defaultValues: { siren, message: '', ...(bakeryId === undefined ? {} : { boulangerie_id: bakeryId }) },
    reValidateMode: 'onSubmit',
  });
  const [formError, setFormError] = useServerErrors(dispute.error, setError, FIELDS, SIREN_DISPUTE_ERROR_FALLBACK, '');

  useEffect(() => titleRef.current?.focus(), []);

  const submit = handleSubmit((values) => {
    if (dispute.isPending || dispute.isSuccess) return;
    setFormError(null);
    dispute.mutate(values);
  });

  return (
    <Card as="section" aria-labelledby={`${id}-title`}>
      <h2 className="profile__section-title" id={`${id}-title`} ref={titleRef} tabIndex={-1}>
        {SIREN_DISPUTE_MESSAGES.report} : {bakeryId === undefined ? `SIREN ${siren}` : 'boulangerie déjà revendiquée'}
      </h2>
      <p className="profile__section-text">
        {bakeryId === undefined
          ? 'Ce SIREN est déjà vérifié par un autre compte. Si c’est celui de votre entreprise, expliquez-nous pourquoi : l’équipe vérifie à qui il appartient et vous répond par e-mail.'
          : 'Cette boulangerie est déjà associée à un autre compte. Si elle est à vous, expliquez-nous pourquoi : l’équipe vérifie à qui elle appartient et vous répond par e-mail.'}
      </p>
      <FormStatus message={dispute.isSuccess ? dispute.data.detail : null} icon={<MailIcon />} />
      {dispute.isSuccess ? (
        <Button variant="secondary" onClick={onClose}>
          Fermer
        </Button>
      ) : (
        <form className="form" noValidate onSubmit={(event) => void submit(event)} aria-busy={dispute.isPending || undefined}>
          <TextField
            label="Votre explication"
            multiline
            rows={5}
            required
            maxLength={SIREN_DISPUTE_MESSAGE_MAX_LENGTH}
            hint="Par exemple : vous êtes le gérant de cette boulangerie et le compte qui l’a vérifié n’est pas le vôtre."
            {...register('message')}
            error={errors.message?.message ?? errors.siren?.message ?? errors.boulangerie_id?.message}
          />
          <FormSubmit error={formError} isPending={dispute.isPending}>
            Envoyer le signalement
          </FormSubmit>
          <Button variant="ghost" onClick={onClose}>
            Annuler
          </Button>
        </form>
      )}
    </Card>
  );
}
