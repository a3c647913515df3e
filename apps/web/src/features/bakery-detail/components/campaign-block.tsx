import { CAMPAIGN_MAX_IMAGES, CAMPAIGN_MESSAGES, type TPublishedCampaign } from '@fournil/shared';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { sendCampaignBeacon } from '../api/send-campaign-beacon';

export const NO_CAMPAIGN_IMAGE = CAMPAIGN_MESSAGES.noImage;

/** Only web links are followed: a campaign URL is typed by a baker. */
export function safeWebUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url.includes('://') ? url : `https://${url}`);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

function ChevronIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.4}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={direction === 'left' ? 'm15 6-6 6 6 6' : 'm9 6 6 6-6 6'} />
    </svg>
  );
}

/** Up to 5 portrait (9:16) images; swipe, scroll with the keyboard, or use the buttons. */
function CampaignCarousel({ images, name }: { images: TPublishedCampaign['images']; name: string }) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const count = images.length;

  function slideWidth(): number {
    const first = viewportRef.current?.querySelector('li');
    return first ? first.getBoundingClientRect().width : 1;
  }

  function goTo(next: number) {
    const viewport = viewportRef.current;
    const clamped = Math.max(0, Math.min(count - 1, next));
    const slide = viewport?.querySelectorAll('li')[clamped];
    if (!viewport || !slide) return;
    viewport.scrollTo({ left: slide.offsetLeft - viewport.offsetLeft, behavior: 'smooth' });
    setIndex(clamped);
  }

  function handleScroll() {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const gap = 12;
    const next = Math.round(viewport.scrollLeft / (slideWidth() + gap));
    if (next !== index) setIndex(Math.max(0, Math.min(count - 1, next)));
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    goTo(index + (event.key === 'ArrowRight' ? 1 : -1));
  }

  return (
    <div className="carousel" role="region" aria-roledescription="carrousel" aria-label="Images de l’offre">
      {/* Arrow keys move one image at a time; touch devices swipe (scroll-snap). */}
      <div
        className="carousel__viewport"
        ref={viewportRef}
        role="group"
        tabIndex={0}
        onScroll={handleScroll}
        onKeyDown={handleKeyDown}
        aria-label="Images, faire défiler horizontalement"
      >
        <ul className="carousel__track">
          {images.map((image, position) => (
            <li key={image.id} className="carousel__slide" aria-roledescription="diapositive" aria-label={`${position + 1} sur ${count}`}>
              <img src={image.image} alt={`${name}, image ${position + 1} sur ${count}`} loading="lazy" />
            </li>
          ))}
        </ul>
      </div>
      {count > 1 ? (
        <div className="carousel__controls">
          <button
            type="button"
            className="carousel__button"
            onClick={() => goTo(index - 1)}
            disabled={index === 0}
            aria-label="Image précédente"
          >
            <ChevronIcon direction="left" />
          </button>
          <p className="carousel__count" aria-live="polite">
            {index + 1} / {count}
          </p>
          <button
            type="button"
            className="carousel__button"
            onClick={() => goTo(index + 1)}
            disabled={index === count - 1}
            aria-label="Image suivante"
          >
            <ChevronIcon direction="right" />
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** Sends the view beacon once per campaign shown, when about a third of the block is on screen. */
function useViewBeacon(ref: RefObject<HTMLElement | null>, campaignId: number) {
  // The campaign already counted by this block (effects may run twice in development).
  const countedRef = useRef<number | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || countedRef.current === campaignId) return;
    const count = () => {
      countedRef.current = campaignId;
      sendCampaignBeacon(campaignId, 'vue');
    };
    if (typeof IntersectionObserver === 'undefined') {
      count();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        count();
        observer.disconnect();
      },
      { threshold: 0.3 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, campaignId]);
}

/** The bakery's published campaign: name, images, description and the baker's site. */
export function CampaignBlock({ campaign }: { campaign: TPublishedCampaign }) {
  const titleId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const images = campaign.images.slice(0, CAMPAIGN_MAX_IMAGES);
  const url = safeWebUrl(campaign.url_site_boulanger);
  useViewBeacon(sectionRef, campaign.id);
  return (
    <section className="campaign" aria-labelledby={titleId} ref={sectionRef}>
      <p className="campaign__eyebrow">L’offre du moment</p>
      <h2 className="campaign__title" id={titleId}>
        {campaign.nom_campagne}
      </h2>
      {images.length > 0 ? (
        <CampaignCarousel images={images} name={campaign.nom_campagne} />
      ) : (
        <p className="campaign__no-image">{NO_CAMPAIGN_IMAGE}</p>
      )}
      {campaign.description ? <p className="campaign__description">{campaign.description}</p> : null}
      {url ? (
        <a
          className="btn btn--accent campaign__link"
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => sendCampaignBeacon(campaign.id, 'clic')}
        >
          {CAMPAIGN_MESSAGES.siteLink}
          <span className="visually-hidden"> (nouvel onglet)</span>
        </a>
      ) : null}
    </section>
  );
}
