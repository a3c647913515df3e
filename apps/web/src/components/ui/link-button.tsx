import { AppLink, type AppLinkProps } from '@/lib/navigation';
import { buttonClass, type ButtonLookProps } from './button';

// Apart from button.tsx, and built on lib/navigation.tsx's AppLink rather than React Router's Link:
// the screens shown without the router (the light first pages, app/light-page.tsx) draw it too, and
// inside the routed app the navigator is backed by the router (app/router-navigator.tsx).

export type LinkButtonProps = AppLinkProps & ButtonLookProps;

/** A link to a page of the site that looks like a button (navigation, not an action). */
export function LinkButton({ variant, size, block, icon, className, children, ...props }: LinkButtonProps) {
  return (
    <AppLink className={buttonClass({ variant, size, block }, className)} {...props}>
      {icon}
      {children}
    </AppLink>
  );
}
