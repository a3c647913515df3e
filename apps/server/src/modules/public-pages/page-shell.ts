// The app's shell around a page the server writes whole (docs/public-pages.md, "The app's shell"): the
// same markup and classes as the web app's AppShell, HomeHeader, BottomNav and HomeFooter, so the
// app's stylesheet, which the built document loads, draws them the same. The icons come from the
// shared drawings (svg-icons.ts).
import {
  BREAD_MARK,
  CHAT_ICON_PATHS,
  HOME_ICON_PATHS,
  INFO_ICON_PATHS,
  LEGAL_PAGE_LINKS,
  OPEN_DATA_LINK_LABEL,
  OPEN_DATA_PAGE_PATH,
  PRODUCT_NAME,
  STORE_ICON_PATHS,
  TOWNS_PAGE_PATH,
  type TLineIcon,
} from '@fournil/shared';
import { escapeHtml } from '../../lib/html.js';
import { colouredIconSvg, lineIconSvg } from './svg-icons.js';

/** The section of the bottom bar a page belongs to: shown active, never « current » (no page here is one of the bar's). */
export type TShellSection = 'accueil' | null;

type TNavItem = { href: string; label: string; icon: TLineIcon; section: TShellSection };

/** The bottom bar's three links, as apps/web/src/app/bottom-nav.tsx lists them. */
const NAV_ITEMS: TNavItem[] = [
  { href: '/', label: 'Accueil', icon: HOME_ICON_PATHS, section: 'accueil' },
  { href: '/messageriedirect', label: 'Nous contacter', icon: CHAT_ICON_PATHS, section: null },
  { href: '/magister', label: 'Accès PRO', icon: STORE_ICON_PATHS, section: null },
];

/** « À propos », the legal pages (docs/content.md, "Legal pages"), the towns and the open data: the home's footer. */
const FOOTER_LINKS = [
  { href: '/page/about', label: 'À propos' },
  ...LEGAL_PAGE_LINKS,
  { href: TOWNS_PAGE_PATH, label: 'Boulangeries par ville' },
  { href: OPEN_DATA_PAGE_PATH, label: OPEN_DATA_LINK_LABEL },
];

const link = (href: string, label: string) => `<li><a href="${href}">${escapeHtml(label)}</a></li>`;

function header(): string {
  return [
    '<header class="site-header"><div class="container container--wide site-header__inner">',
    `<a href="/" class="brand">${colouredIconSvg(BREAD_MARK, { class: 'brand__logo' })}<span>${PRODUCT_NAME}</span></a>`,
    `<a href="/page/infos" class="site-header__action">${lineIconSvg(INFO_ICON_PATHS, { width: 20, height: 20 })}<span>Infos</span></a>`,
    '</div></header>',
  ].join('');
}

function footer(): string {
  return [
    '<footer class="site-footer"><div class="container container--wide">',
    `<nav aria-label="Informations légales"><ul class="site-footer__links">${FOOTER_LINKS.map((item) => link(item.href, item.label)).join('')}</ul></nav>`,
    '</div></footer>',
  ].join('');
}

function bottomNav(section: TShellSection): string {
  const items = NAV_ITEMS.map((item) => {
    const isActive = section !== null && item.section === section;
    const state = isActive ? ' class="bottom-nav__link is-active" aria-current="true"' : ' class="bottom-nav__link"';
    return `<li class="bottom-nav__item"><a href="${item.href}"${state}>${lineIconSvg(item.icon, { class: 'bottom-nav__icon' })}<span>${escapeHtml(item.label)}</span></a></li>`;
  });
  return `<nav class="bottom-nav" aria-label="Navigation principale"><ul class="bottom-nav__list">${items.join('')}</ul></nav>`;
}

/**
 * A server-written page in the app's shell: skip link, the home's header, the breadcrumb (none on a 404)
 * and the page's content, the footer of links, and the fixed bottom bar with `section` active.
 */
export function frame(breadcrumb: string | null, body: string, section: TShellSection = null): string {
  return [
    '<div class="app-shell">',
    '<a class="skip-link" href="#contenu">Aller au contenu</a>',
    '<main id="contenu" class="app-main" tabindex="-1">',
    header(),
    '<div class="container page server-page">',
    breadcrumb === null ? '' : `<nav class="server-page__breadcrumb" aria-label="Fil d’Ariane"><ol>${breadcrumb}</ol></nav>`,
    body,
    '</div>',
    footer(),
    '</main>',
    bottomNav(section),
    '</div>',
  ].join('');
}
