// End dates (docs/advertising.md, "End dates"): a campaign's optional last day shown, a Paris day,
// inclusive. After it the campaign is `terminee`: the public queries stop showing it at Paris midnight
// (repository.ts, isRunningOn), the owner reads it as terminee at once, and an hourly job writes the
// state down, which frees the bakery's one active slot.
import { CAMPAIGN_FIELD_MESSAGES, parisDay } from '@fournil/shared';
import type { Database } from '../../db/client.js';
import { fieldError } from '../../lib/errors.js';
import type { ServiceContext } from '../../service-context.js';
import * as repository from './repository.js';

/** Serialises the job across instances (the other advisory locks: app.ts, db/migrate.ts). */
export const END_CAMPAIGNS_LOCK_ID = 727_010;

type Ending = { etat: string; endsOn: string | null };

/** Over on `today` ('YYYY-MM-DD', Paris): marked terminee, or its last day is before today. */
export function isEnded(campaign: Ending, today: string): boolean {
  return campaign.etat === 'terminee' || (campaign.endsOn !== null && campaign.endsOn < today);
}

/** The state its owner sees on `today`: an ended campaign reads terminee before the job has marked it. */
export function etatOn(campaign: Ending, today: string): string {
  return isEnded(campaign, today) ? 'terminee' : campaign.etat;
}

/** The column for an end date a form sent: '' clears it, a day before `today` is refused, none keeps it. */
export function endsOnColumn(value: string | undefined, today: string): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === '') return null;
  if (value < today) throw fieldError('ends_on', CAMPAIGN_FIELD_MESSAGES.endsOnPast);
  return value;
}

/** The job (src/jobs.ts): active and draft campaigns past their end become terminee, once across instances. */
export async function endPastCampaigns(database: Database, { now }: Pick<ServiceContext, 'now'>): Promise<number> {
  return database.withAdvisoryLock(END_CAMPAIGNS_LOCK_ID, () => repository.endCampaignsPastTheirEnd(database.db, parisDay(now())));
}
