import { useEffect, useRef, useState } from 'react';
import { Button, LinkButton } from '@/components/ui';
import { shareLink } from '../lib/share-link';

export const LINK_COPIED = 'Lien copié';
export const COPY_BY_HAND = 'Copiez le lien de la page :';
/** The confirmation stays as long as a toast (docs/visitor-screens.md, "On every page"). */
const FEEDBACK_MS = 5_000;

function Icon({ children }: { children: React.ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

const RouteIcon = () => (
  <Icon>
    <path d="M12 21s-6-5.3-6-10a6 6 0 1 1 12 0c0 4.7-6 10-6 10z" />
    <circle cx="12" cy="11" r="2.2" />
  </Icon>
);
const PhoneIcon = () => (
  <Icon>
    <path d="M5 4h3.5l1.5 4-2 1.5a11 11 0 0 0 6.5 6.5l1.5-2 4 1.5V19a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />
  </Icon>
);
const ShareIcon = () => (
  <Icon>
    <circle cx="18" cy="5" r="2.5" />
    <circle cx="6" cy="12" r="2.5" />
    <circle cx="18" cy="19" r="2.5" />
    <path d="M8.2 10.8 15.8 6.2M8.2 13.2l7.6 4.6" />
  </Icon>
);

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

type BakeryActionsProps = {
  /** The directions screen, or null without coordinates. */
  directionsHref: string | null;
  /** The shop's phone, '' when none. */
  phone: string;
  name: string;
  /** The page's own address, shared as is. */
  pageUrl: string;
};

/**
 * « Itinéraire · Appeler · Partager », right under the status (docs/visitor-screens.md, "Bakery
 * page"): each only when it can work (a position, a phone); sharing falls back to copying the link.
 */
export function BakeryActions({ directionsHref, phone, name, pageUrl }: BakeryActionsProps) {
  const [feedback, setFeedback] = useState<'copied' | 'manual' | null>(null);
  const linkRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (feedback !== 'copied') return;
    const timer = window.setTimeout(() => setFeedback(null), FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [feedback]);

  useEffect(() => {
    if (feedback === 'manual') linkRef.current?.select();
  }, [feedback]);

  async function share() {
    const outcome = await shareLink({ title: name, url: pageUrl });
    if (outcome === 'copied' || outcome === 'manual') setFeedback(outcome);
  }

  return (
    <div className="bakery-actions">
      <div className="bakery-actions__row" role="group" aria-label="Actions">
        {directionsHref ? (
          <LinkButton to={directionsHref} className="bakery-action" icon={<RouteIcon />}>
            Itinéraire
          </LinkButton>
        ) : null}
        {phone ? (
          <a className="btn btn--secondary bakery-action" href={telHref(phone)}>
            <PhoneIcon />
            Appeler <span className="visually-hidden">la boulangerie au {phone}</span>
          </a>
        ) : null}
        <Button variant="secondary" className="bakery-action" icon={<ShareIcon />} onClick={() => void share()}>
          Partager
        </Button>
      </div>
      <p className="bakery-actions__feedback" role="status">
        {feedback === 'copied' ? LINK_COPIED : null}
      </p>
      {feedback === 'manual' ? (
        <label className="bakery-actions__manual">
          {COPY_BY_HAND}
          <input
            ref={linkRef}
            className="field__input"
            type="url"
            readOnly
            value={pageUrl}
            onFocus={(event) => event.currentTarget.select()}
          />
        </label>
      ) : null}
    </div>
  );
}
