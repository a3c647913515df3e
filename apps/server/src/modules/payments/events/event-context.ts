// What the provider-event handlers need, and the refusal that makes the provider send an event again.
import { AppError } from '../../../lib/errors.js';
import type { ServiceContext } from '../../../service-context.js';
import type { ProviderEvent } from '../../../providers/payments/index.js';

export type EventContext = Pick<ServiceContext, 'db' | 'config' | 'providers' | 'log' | 'now'>;

export type EventOf<T extends ProviderEvent['type']> = Extract<ProviderEvent, { type: T }>;

/** A retryable refusal (409): the event came before what it is about; the provider retries it. */
export const retryLater = (detail: string) => new AppError('conflict', detail);
