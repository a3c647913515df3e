import { MY_PAYMENTS_MESSAGES } from '@fournil/shared';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@/components/ui';
import { todayInParis } from '../lib/ends-on';

/** « Date de fin (optionnelle) »: the last Paris day the campaign is shown (docs/advertising.md, "End dates"). */
export function EndsOnField({ registration, error }: { registration: UseFormRegisterReturn<'ends_on'>; error: string | undefined }) {
  return <TextField label={MY_PAYMENTS_MESSAGES.endsOnLabel} type="date" min={todayInParis()} error={error} {...registration} />;
}
