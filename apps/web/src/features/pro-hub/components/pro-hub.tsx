import type { ComponentType, ReactNode, SVGProps } from 'react';
import { Link } from 'react-router';
import { ArrowRightIcon, InfoIcon, LoginIcon, PageHeader, UserPlusIcon } from '@/components/ui';
import { useDocumentTitle } from '@/lib/use-document-title';

export const PRO_HUB_TITLE = 'Bienvenue sur la plateforme';

type HubLink = {
  to: string;
  label: string;
  hint: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
};

const HUB_LINKS: HubLink[] = [
  { to: '/register', label: 'Créer un compte', hint: 'Inscrivez votre boulangerie gratuitement.', icon: UserPlusIcon },
  { to: '/login', label: 'Se connecter', hint: 'Accédez à votre tableau de bord.', icon: LoginIcon },
  { to: '/page/infos', label: 'En savoir plus', hint: 'Comment fonctionne la plateforme.', icon: InfoIcon },
];

type ProHubProps = {
  /** The FAQ block for this page, composed by the route. */
  faq?: ReactNode;
};

/** 'Accès PRO' landing page: where bakers sign up or sign in. */
export function ProHub({ faq }: ProHubProps) {
  useDocumentTitle('Accès PRO');
  return (
    <div className="stack stack--lg">
      <PageHeader
        eyebrow="Accès PRO"
        title={PRO_HUB_TITLE}
        subtitle="Gérez vos boulangeries, vos horaires, la disponibilité du pain et vos campagnes publicitaires."
      />
      <nav aria-label="Espace professionnel">
        <ul className="link-list link-list--3">
          {HUB_LINKS.map(({ to, label, hint, icon: Icon }) => (
            <li key={to}>
              <Link className="link-tile" to={to}>
                <span className="link-tile__icon">
                  <Icon />
                </span>
                <span className="link-tile__text">
                  <span className="link-tile__label">{label}</span>
                  <span className="link-tile__hint">{hint}</span>
                </span>
                <ArrowRightIcon className="link-tile__arrow" />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {faq}
    </div>
  );
}
