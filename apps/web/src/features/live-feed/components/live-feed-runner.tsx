import { useEffect } from 'react';
import { useLiveFeed, type TLiveStatus, type UseLiveFeedOptions } from '../hooks/use-live-feed';

// The home page loads this once its list has come (app/routes/home.tsx), outside the first load of
// '/' (scripts/check-bundle-budget.mjs): the subscription's answer is the whole circle, so nothing
// that changed before it connects is missed. The reducer and the status line come with it.
export { applyBakeryUpdate } from '../live-feed-reducer';
export { LiveStatus } from './live-status';

type LiveFeedRunnerProps = UseLiveFeedOptions & { onStatus: (status: TLiveStatus) => void };

/** The live feed as a component that draws nothing; its page hears its status through `onStatus`. */
export function LiveFeedRunner({ onStatus, ...options }: LiveFeedRunnerProps) {
  const { status } = useLiveFeed(options);
  useEffect(() => onStatus(status), [status, onStatus]);
  return null;
}
