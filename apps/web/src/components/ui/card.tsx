import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '@/lib/cx';

export type CardProps = HTMLAttributes<HTMLElement> & {
  as?: 'div' | 'section' | 'article' | 'li' | 'aside';
  /** Optional heading rendered at the top of the card. */
  title?: ReactNode;
  /** Heading level of `title` (default 2). */
  titleLevel?: 2 | 3 | 4;
  /** No shadow (cards inside cards, dense lists). */
  flat?: boolean;
  /** Hover lift, for cards that are links or contain one main action. */
  interactive?: boolean;
};

export function Card({
  as: Tag = 'div',
  title,
  titleLevel = 2,
  flat = false,
  interactive = false,
  className,
  children,
  ...props
}: CardProps) {
  const Heading = `h${titleLevel}` as const;
  return (
    <Tag className={cx('card', flat && 'card--flat', interactive && 'card--interactive', className)} {...props}>
      {title ? <Heading className="card__title">{title}</Heading> : null}
      {children}
    </Tag>
  );
}
