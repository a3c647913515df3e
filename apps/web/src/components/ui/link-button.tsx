import { Link, type LinkProps } from 'react-router';
import { buttonClass, type ButtonLookProps } from './button';

// Apart from button.tsx so that a screen drawing buttons without the router (the light home page,
// lib/navigation.tsx) does not bring React Router along.

export type LinkButtonProps = LinkProps & ButtonLookProps;

/** A router link that looks like a button (navigation, not an action). */
export function LinkButton({ variant, size, block, icon, className, children, ...props }: LinkButtonProps) {
  return (
    <Link className={buttonClass({ variant, size, block }, className)} {...props}>
      {icon}
      {children}
    </Link>
  );
}
