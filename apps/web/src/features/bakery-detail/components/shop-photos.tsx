import { BAKERY_MAX_IMAGES, type TBakeryImage } from '@fournil/shared';

/**
 * The bakery's own shop photos (`images`, up to BAKERY_MAX_IMAGES): a row that scrolls
 * sideways on a phone (swipe, or Tab then the arrow keys), lazy-loaded below the fold.
 */
export function ShopPhotos({ images, bakeryName }: { images: TBakeryImage[]; bakeryName: string }) {
  const shown = images.slice(0, BAKERY_MAX_IMAGES);
  return (
    <ul className="shop-photos" tabIndex={0} aria-label={`Photos de ${bakeryName}`}>
      {shown.map((image, position) => (
        <li key={image.id} className="shop-photos__item">
          <img
            className="shop-photos__image"
            src={image.image}
            alt={`${bakeryName}, photo ${position + 1} sur ${shown.length}`}
            loading="lazy"
            decoding="async"
            width={320}
            height={240}
          />
        </li>
      ))}
    </ul>
  );
}
