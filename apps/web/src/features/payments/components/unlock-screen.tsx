import { zodResolver } from '@hookform/resolvers/zod';
import {
  AD_ACCESS_ONE_OFF_CENTS,
  AD_OFFER_MESSAGES,
  AD_ACCESS_SUBSCRIPTION_CENTS,
  MY_PAYMENTS_MESSAGES,
  PAYMENT_FORM_MESSAGE_MS,
  PAYMENT_MESSAGES,
  PROMO_CODE_MAX_LENGTH,
  ZUnlockForm,
  accessPriceCents,
  amountAfterDiscount,
  formatDateFr,
  formatEuros,
} from '@fournil/shared';
import { useEffect, useId, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { AdOfferExplainer, Button, Card, ErrorBox, FormStatus, LinkButton, LoadingText, PageHeader, TextField } from '@/components/ui';
import { paths } from '@/config/paths';
import { useAdAccess } from '@/lib/ad-access';
import { errorDetail } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCancelSubscription } from '../api/cancel-subscription';
import { useCheckPromo } from '../api/check-promo';
import { useCreateCheckoutSession } from '../api/create-checkout-session';
import { goToUrl } from '../lib/go-to-url';
import '@/styles/forms.css';
import '../payments.css';

function CurrentAccess({ until, canCancel }: { until: string; canCancel: boolean }) {
  const cancel = useCancelSubscription();
  return (
    <Card className="unlock__access">
      <p>{PAYMENT_MESSAGES.accessUntil(formatDateFr(until))}</p>
      <div className="unlock__actions">
        <LinkButton to={paths.campaigns.getHref()}>{PAYMENT_MESSAGES.goToCampaigns}</LinkButton>
        {canCancel ? (
          <Button variant="secondary" isLoading={cancel.isPending} onClick={() => cancel.mutate()}>
            {PAYMENT_MESSAGES.cancelSubscription}
          </Button>
        ) : null}
      </div>
      <FormStatus message={cancel.data?.detail ?? null} />
      {cancel.isError ? <ErrorBox>{errorDetail(cancel.error) ?? PAYMENT_MESSAGES.checkoutError}</ErrorBox> : null}
    </Card>
  );
}

function UnlockForm() {
  const navigate = useNavigate();
  const promoId = useId();
  const { register, control, handleSubmit, watch } = useForm({
    resolver: zodResolver(ZUnlockForm),
    defaultValues: { mode: 'payment', promo_code: '' },
  });
  // Controlled, without a name of its own: Payer sends the code checked with Vérifier, not the one typed.
  const { field: promoField } = useController({ control, name: 'promo_code' });
  const mode = watch('mode');
  const code = promoField.value ?? '';
  const [applied, setApplied] = useState<{ code: string; discountCents: number } | null>(null);
  const [promoError, setPromoError] = useState<string | null>(null);
  const checkPromo = useCheckPromo();
  const checkout = useCreateCheckoutSession();
  const { isError: isCheckoutError, reset: resetCheckout } = checkout;
  // A refused checkout's message goes after 2,5 s, the spec's payment-form message (docs/payments.md, "Unlock screen").
  useEffect(() => {
    if (!isCheckoutError) return;
    const timer = window.setTimeout(resetCheckout, PAYMENT_FORM_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [isCheckoutError, resetCheckout]);
  const isPaying = checkout.isPending || checkout.isSuccess;
  const amount = amountAfterDiscount(accessPriceCents(mode), applied?.discountCents ?? 0);
  const isFirstMonthDiscounted = mode === 'subscription' && amount < accessPriceCents(mode);

  const verify = () => {
    const trimmed = code.trim();
    setPromoError(null);
    setApplied(null);
    checkPromo.mutate(trimmed, {
      onSuccess: (result) => {
        if (result.valid) setApplied({ code: trimmed, discountCents: result.discount_cents });
        else setPromoError(PAYMENT_MESSAGES.promoInvalid);
      },
      onError: () => setPromoError(PAYMENT_MESSAGES.promoCheckError),
    });
  };

  const pay = handleSubmit((values) => {
    checkout.mutate(
      { mode: values.mode, promo_code: applied?.code ?? null, amount_cents: amount },
      { onSuccess: (result) => goToUrl(result.checkout_url, (path) => void navigate(path)) },
    );
  });

  return (
    <form className="unlock" onSubmit={(event) => void pay(event)} noValidate>
      <fieldset className="unlock__choices" disabled={isPaying}>
        <legend className="visually-hidden">Formule</legend>
        <label className="unlock__choice">
          <input type="radio" value="payment" {...register('mode')} />
          <span>{PAYMENT_MESSAGES.oneOffLabel}</span>
        </label>
        <label className="unlock__choice">
          <input type="radio" value="subscription" {...register('mode')} />
          <span>{PAYMENT_MESSAGES.subscriptionLabel}</span>
        </label>
      </fieldset>

      <TextField
        id={promoId}
        label={PAYMENT_MESSAGES.promoLabel}
        value={code}
        autoComplete="off"
        maxLength={PROMO_CODE_MAX_LENGTH}
        onChange={(event) => {
          promoField.onChange(event.target.value);
          setApplied(null);
          setPromoError(null);
        }}
        onBlur={promoField.onBlur}
        error={promoError ?? undefined}
        addon={
          <Button variant="secondary" onClick={verify} disabled={code.trim() === '' || isPaying} isLoading={checkPromo.isPending}>
            {PAYMENT_MESSAGES.verify}
          </Button>
        }
      />
      <div role="status" className="live-region">
        {applied ? <p className="unlock__applied">{PAYMENT_MESSAGES.promoApplied(applied.discountCents)}</p> : null}
        {applied ? <p className="unlock__promo-scope">{AD_OFFER_MESSAGES.promoScope(mode)}</p> : null}
      </div>

      <p className="unlock__total">
        <span>{PAYMENT_MESSAGES.amountToPay}</span> <strong data-testid="amount-to-pay">{formatEuros(amount)}</strong>
        {mode === 'subscription' && !isFirstMonthDiscounted ? <span> / mois</span> : null}
      </p>
      {/* A promo code comes off the first month only: say what the following months cost (docs/payments.md, "Promo codes"). */}
      {isFirstMonthDiscounted ? <p className="unlock__then">{MY_PAYMENTS_MESSAGES.promoThenMonthly(amount)}</p> : null}

      {checkout.isError ? <ErrorBox>{errorDetail(checkout.error) ?? PAYMENT_MESSAGES.checkoutError}</ErrorBox> : null}

      <Button type="submit" size="lg" block isLoading={isPaying}>
        {PAYMENT_MESSAGES.pay}
      </Button>
    </form>
  );
}

/** /deverrouiller-regie (docs/payments.md, "Unlock screen" and "Who may do what"). */
export function UnlockScreen() {
  useDocumentTitle(PAYMENT_MESSAGES.unlockTitle);
  const access = useAdAccess();
  return (
    <div className="unlock-page">
      <PageHeader
        title={PAYMENT_MESSAGES.unlockTitle}
        subtitle={`Paiement unique ${formatEuros(AD_ACCESS_ONE_OFF_CENTS)} (un mois, sans renouvellement) ou abonnement ${formatEuros(AD_ACCESS_SUBSCRIPTION_CENTS)} par mois, résiliable.`}
      />
      {access.isPending ? <LoadingText>Chargement…</LoadingText> : null}
      {access.data?.has_access && access.data.until ? (
        <CurrentAccess until={access.data.until} canCancel={access.data.can_cancel} />
      ) : !access.isPending ? (
        <>
          <AdOfferExplainer />
          <Card>
            <UnlockForm />
          </Card>
        </>
      ) : null}
    </div>
  );
}
