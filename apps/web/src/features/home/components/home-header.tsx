import { PRODUCT_NAME } from '@fournil/shared';
import { Link } from 'react-router';
import { BreadMark, InfoIcon } from '@/components/ui';

/** Brand bar of the home page: product name and the info link. */
export function HomeHeader() {
  return (
    <header className="site-header">
      <div className="container container--wide site-header__inner">
        <Link to="/" className="brand">
          <BreadMark className="brand__logo" />
          <span>{PRODUCT_NAME}</span>
        </Link>
        <Link to="/page/infos" className="site-header__action">
          <InfoIcon width={20} height={20} />
          <span>Infos</span>
        </Link>
      </div>
    </header>
  );
}
