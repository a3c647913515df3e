import { LEGAL_PAGE_LINKS, OPEN_DATA_LINK_LABEL, OPEN_DATA_PAGE_PATH, PRODUCT_NAME, TOWNS_PAGE_PATH } from '@fournil/shared';
import { paths } from '@/config/paths';
import { AppLink } from '@/lib/navigation';

// « À propos », then every legal page (docs/content.md, "Legal pages"), as the server-written pages' footer.
const FOOTER_LINKS = [{ href: paths.staticPage.getHref('about'), label: 'À propos' }, ...LEGAL_PAGE_LINKS];

export function HomeFooter() {
  return (
    <footer className="site-footer">
      <div className="container container--wide">
        {/* This browser's alerts (docs/alerts-web.md, "« Mes alertes »"). */}
        <p className="site-footer__note">
          <AppLink to={paths.myAlerts.getHref()}>Mes alertes</AppLink>
        </p>
        <nav aria-label="Informations légales">
          <ul className="site-footer__links">
            {FOOTER_LINKS.map((link) => (
              <li key={link.href}>
                <AppLink to={link.href}>{link.label}</AppLink>
              </li>
            ))}
            {/* Written whole by the server (docs/public-pages.md, "Town pages"): a full page load. */}
            <li>
              <a href={TOWNS_PAGE_PATH}>Boulangeries par ville</a>
            </li>
            {/* Written whole by the server too (docs/open-data.md, "The open-data page"). */}
            <li>
              <a href={OPEN_DATA_PAGE_PATH}>{OPEN_DATA_LINK_LABEL}</a>
            </li>
          </ul>
        </nav>
        <p className="site-footer__note">
          © {new Date().getFullYear()} {PRODUCT_NAME} · Le pain frais, près de chez vous.
        </p>
      </div>
    </footer>
  );
}
