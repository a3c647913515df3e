import { BAKERY_MESSAGES, DEFAULT_LOGO_PATH } from '@fournil/shared';
import { cx } from '@/lib/cx';

type BakeryLogoProps = {
  src: string | null;
  /** 'default': the default logo when there is none (lists); 'text': 'Pas de logo disponible' (detail, manager view). */
  fallback: 'default' | 'text';
  size?: 'sm' | 'lg';
  /** Alternative text of a real logo; decorative (empty) in lists where the name is next to it. */
  alt?: string;
};

/** A bakery's square logo, or what the screens show without one (docs/bakery-management.md, "The screens"). */
export function BakeryLogo({ src, fallback, size = 'sm', alt = '' }: BakeryLogoProps) {
  const className = cx('bakery-logo', size === 'lg' && 'bakery-logo--lg');
  if (src)
    return (
      <img className={className} src={src} alt={alt} width={size === 'lg' ? 112 : 64} height={size === 'lg' ? 112 : 64} loading="lazy" />
    );
  if (fallback === 'default') return <img className={className} src={DEFAULT_LOGO_PATH} alt="" width={64} height={64} loading="lazy" />;
  return <p className={cx(className, 'bakery-logo--none')}>{BAKERY_MESSAGES.noLogo}</p>;
}
