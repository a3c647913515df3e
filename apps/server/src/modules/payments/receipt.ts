// The payment receipt mail, built in one place for both paths that send one: a completed session
// (complete-session.ts) and a subscription renewal (provider-events.ts).
import { formatEuros } from '@fournil/shared';
import type { Db } from '../../db/client.js';
import type { ServiceContext } from '../../service-context.js';
import { enqueueMail } from '../mail/outbox.js';
import { paymentReceiptMail } from './mails.js';
import * as sessionsRepository from './sessions-repository.js';

export type Receipt = {
  userId: number;
  product: string;
  amountCents: number;
  period: string;
  reference: string;
  /** The invoice issued for the payment (docs/invoices.md), named and linked in the mail. */
  invoiceNumber: string;
};

/** Queues the receipt in the caller's transaction; an account removed meanwhile gets none. */
export async function queueReceipt(tx: Db, ctx: Pick<ServiceContext, 'config'>, receipt: Receipt): Promise<void> {
  const user = await sessionsRepository.findUserContact(tx, receipt.userId);
  if (!user) return;
  await enqueueMail(
    tx,
    paymentReceiptMail(ctx.config.appUrl, {
      to: user.email,
      username: user.username,
      product: receipt.product,
      amount: formatEuros(receipt.amountCents),
      period: receipt.period,
      reference: receipt.reference,
      invoiceNumber: receipt.invoiceNumber,
    }),
  );
}
