// The campaign manager, `/regie-publicitaire`. The payment reminder mails link to it with the bakery
// to pay for (`?payer={id}`), and the screen opens that bakery's payment (docs/advertising.md,
// "Unpaid months"): both read the address here.

export const CAMPAIGN_MANAGER_PATH = '/regie-publicitaire';
/** The query parameter naming the bakery whose monthly publication the screen offers to pay at once. */
export const PAY_BAKERY_PARAM = 'payer';

/** `/regie-publicitaire?payer=12`: the campaign manager, opening the payment for bakery `bakeryId`. */
export function campaignManagerPayPath(bakeryId: number): string {
  return `${CAMPAIGN_MANAGER_PATH}?${PAY_BAKERY_PARAM}=${bakeryId}`;
}
