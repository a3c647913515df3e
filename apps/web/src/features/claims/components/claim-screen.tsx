import { CLAIM_MESSAGES } from '@fournil/shared';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Card, ErrorBox, FormStatus, LinkButton, MailIcon } from '@/components/ui';
import { errorMessage, isApiError } from '@/lib/api-client';
import { isAccepted, useClaimBakery } from '../api/claim-bakery';

export type ClaimScreenProps = {
  bakeryId: number;
  /** The signed-in account has a verified SIREN (a propriétaire): only then may it claim. */
  sirenVerified: boolean;
  /** Where the SIREN is verified (the profile). */
  sirenHref: string;
  /** 200: the bakery is the owner's; the route opens it in « Mes boulangeries » with the message. */
  onClaimed: (bakeryId: number, message: string) => void;
  /** 409: the existing dispute form (« Signaler un problème »), about this bakery. */
  renderDispute: (close: () => void) => ReactNode;
};

/**
 * « Revendiquer cette boulangerie » (docs/claims.md): the owner confirms, the server decides. The bakery is
 * theirs at once (200), or the claim waits for staff (202, the French pending message), or the bakery already
 * has an owner (409: the message and the dispute form).
 */
export function ClaimScreen({ bakeryId, sirenVerified, sirenHref, onClaimed, renderDispute }: ClaimScreenProps) {
  const claim = useClaimBakery();
  const [isDisputing, setDisputing] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const conflict = isApiError(claim.error, 409);

  useEffect(() => titleRef.current?.focus(), []);
  useEffect(() => {
    if (claim.data && isAccepted(claim.data)) onClaimed(claim.data.id, claim.data.message);
  }, [claim.data, onClaimed]);

  return (
    <Card as="section" aria-labelledby="claim-title">
      <h1 className="profile__section-title" id="claim-title" ref={titleRef} tabIndex={-1}>
        Revendiquer cette boulangerie
      </h1>
      {!sirenVerified ? (
        <>
          <p className="profile__section-text" role="status">
            {CLAIM_MESSAGES.sirenFirst}
          </p>
          <LinkButton to={sirenHref}>Vérifier mon SIREN</LinkButton>
        </>
      ) : claim.data && !isAccepted(claim.data) ? (
        <FormStatus message={claim.data.message} icon={<MailIcon />} />
      ) : conflict ? (
        <>
          <p className="profile__section-text" role="alert">
            {errorMessage(claim.error)}
          </p>
          {isDisputing ? (
            renderDispute(() => setDisputing(false))
          ) : (
            <Button variant="secondary" aria-expanded={false} onClick={() => setDisputing(true)}>
              Signaler un problème
            </Button>
          )}
        </>
      ) : (
        <>
          <p className="profile__section-text">
            Cette fiche vient des données ouvertes (OpenStreetMap, Insee). Si le SIRET de la boulangerie commence par le SIREN vérifié de
            votre compte, elle est à vous tout de suite ; sinon notre équipe vérifie votre demande.
          </p>
          {claim.error ? <ErrorBox>{errorMessage(claim.error)}</ErrorBox> : null}
          <Button onClick={() => claim.mutate(bakeryId)} disabled={claim.isPending} aria-busy={claim.isPending || undefined}>
            {claim.isPending ? 'Envoi…' : 'Revendiquer cette boulangerie'}
          </Button>
        </>
      )}
    </Card>
  );
}
