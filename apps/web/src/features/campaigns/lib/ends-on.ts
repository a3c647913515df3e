import { CAMPAIGN_FIELD_MESSAGES, ZCampaignEndsOn, parisDay } from '@fournil/shared';

/** Today, Paris day ('YYYY-MM-DD'): the earliest end date (docs/advertising.md, "End dates"; today runs until midnight). */
export function todayInParis(): string {
  return parisDay(new Date());
}

/** The form's « Date de fin »: none, or a day from today on (the server refuses a past day with the same sentence). */
export const ZEndsOnField = ZCampaignEndsOn.refine((value) => value === '' || value >= todayInParis(), CAMPAIGN_FIELD_MESSAGES.endsOnPast);
