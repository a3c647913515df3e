import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { BreadMark, ChevronDownIcon, UserIcon } from '@/components/ui';
import { paths } from '@/config/paths';
import { useUser } from '@/features/account/api/get-user';
import { LogoutButton } from '@/features/auth/components/logout-button';
import { forgetFavouritesAtSignOut } from '@/features/favourites/lib/favourites-sync';
import { cx } from '@/lib/cx';
import { proHomePath } from '@/lib/pro-home';
import './pro-layout.css';

export const ACCOUNT_MENU_LABEL = 'Mon compte';

/**
 * The header of every signed-in screen (docs/accounts.md, "The professional area's header"): the
 * way back to one's Tableau de bord and the account menu (who is signed in, Tableau de bord, profile,
 * « Se déconnecter »). A disclosure button: Escape or a click outside closes it, focus goes back to it.
 */
export function ProHeader() {
  const user = useUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const [isOpen, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const home = user.data ? proHomePath(user.data) : paths.dashboard.getHref();

  // A new screen closes the menu.
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!isOpen) return;
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsideClick);
    return () => document.removeEventListener('pointerdown', closeOnOutsideClick);
  }, [isOpen]);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape' || !isOpen) return;
    event.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  }

  function handleLoggedOut() {
    // Nothing of this account may show to whoever signs in next on this browser.
    queryClient.clear();
    forgetFavouritesAtSignOut();
    void navigate(paths.login.getHref(), { replace: true });
  }

  return (
    <header className="pro-header">
      <div className="container container--wide pro-header__inner">
        <Link className="pro-header__brand" to={home}>
          <BreadMark className="pro-header__mark" />
          <span>
            Fournil <span className="pro-header__area">PRO</span>
          </span>
        </Link>
        <div className="account-menu" ref={rootRef} onKeyDown={handleKeyDown}>
          <button
            ref={buttonRef}
            type="button"
            className="account-menu__button"
            aria-expanded={isOpen}
            aria-controls={isOpen ? menuId : undefined}
            onClick={() => setOpen((open) => !open)}
          >
            <UserIcon className="account-menu__icon" />
            <span className="account-menu__label">{ACCOUNT_MENU_LABEL}</span>
            <ChevronDownIcon className={cx('account-menu__chevron', isOpen && 'is-open')} />
          </button>
          {/* Rendered only while open: the closed menu adds nothing to the page (its texts are not twice in it). */}
          {isOpen ? (
            <div className="account-menu__panel" id={menuId}>
              {user.data ? (
                <p className="account-menu__who">
                  <span className="account-menu__name">{user.data.username}</span>
                  <span className="account-menu__email">{user.data.email}</span>
                </p>
              ) : null}
              <ul className="account-menu__links">
                <li>
                  <Link className="account-menu__link" to={home}>
                    Tableau de bord
                  </Link>
                </li>
                <li>
                  <Link className="account-menu__link" to={paths.profile.getHref()}>
                    Mon profil
                  </Link>
                </li>
              </ul>
              <LogoutButton size="sm" block onLoggedOut={handleLoggedOut} />
            </div>
          ) : null}
        </div>
      </div>
    </header>
  );
}
