import { PRODUCT_NAME } from '@fournil/shared';
import type { ReactNode } from 'react';
import { BreadMark, InfoIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { AppLink } from '@/lib/navigation';

/** Brand bar of the home page: product name, the info link, and an optional row below (search). */
export function HomeHeader({ children }: { children?: ReactNode }) {
  return (
    <header className="site-header">
      <div className="container container--wide site-header__inner">
        <AppLink to={paths.home.getHref()} className="brand">
          <BreadMark className="brand__logo" />
          <span>{PRODUCT_NAME}</span>
        </AppLink>
        <AppLink to="/page/infos" className="site-header__action">
          <InfoIcon width={20} height={20} />
          <span>Infos</span>
        </AppLink>
      </div>
      {children ? <div className="container container--wide site-header__extra">{children}</div> : null}
    </header>
  );
}
