import type { ComponentType, ReactNode, SVGProps } from 'react';
import { Link } from 'react-router';
import { ArrowRightIcon, ClockIcon, InfoIcon, LinkButton, LoafIllustration, LoginIcon, StoreIcon, UserPlusIcon } from '@/components/ui';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import '../pro-hub.css';

export const PRO_HUB_TITLE = 'Bienvenue sur la plateforme';

type Benefit = {
  title: string;
  text: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
};

const BENEFITS: Benefit[] = [
  {
    title: 'Le pain disponible, en direct',
    text: 'Un geste suffit pour signaler que le pain est là : la carte de vos clients se met à jour aussitôt.',
    icon: BreadIcon,
  },
  {
    title: 'Vos horaires toujours justes',
    text: 'Ouvert ou fermé est calculé à partir de vos horaires, matin et après-midi, jour par jour.',
    icon: ClockIcon,
  },
  {
    title: 'Toutes vos boutiques',
    text: 'Gérez plusieurs boulangeries et confiez-en la mise à jour à un responsable.',
    icon: StoreIcon,
  },
];

const STEPS = [
  { title: 'Créez votre compte', text: 'Un nom d’utilisateur, un e-mail, un mot de passe : c’est gratuit.' },
  { title: 'Vérifiez votre SIREN', text: 'Nous confirmons auprès de l’INSEE que votre entreprise est une boulangerie.' },
  { title: 'Ajoutez vos boulangeries', text: 'Adresse, horaires, produits : vos clients vous trouvent sur la carte.' },
];

type ProHubProps = {
  /** The FAQ block for this page, composed by the route. */
  faq?: ReactNode;
};

/** 'Accès PRO' landing page: where bakers sign up or sign in. */
export function ProHub({ faq }: ProHubProps) {
  useDocumentTitle('Accès PRO');
  return (
    <div className="stack stack--lg pro-hub">
      <section className="hero pro-hub__hero" aria-labelledby="pro-hub-title">
        <LoafIllustration className="hero__art pro-hub__art" />
        <span className="page-header__eyebrow">Accès PRO · Boulangers</span>
        <h1 className="hero__title" id="pro-hub-title">
          {PRO_HUB_TITLE}
        </h1>
        <p className="hero__text">
          L’espace des boulangers sur Fournil : dites à vos clients, en temps réel, que le pain est sorti du four.
        </p>
        <div className="hero__actions pro-hub__actions">
          <LinkButton to={paths.register.getHref()} size="lg" icon={<UserPlusIcon className="btn__icon" />}>
            Créer un compte
          </LinkButton>
          <LinkButton to={paths.login.getHref()} size="lg" variant="secondary" icon={<LoginIcon className="btn__icon" />}>
            Se connecter
          </LinkButton>
        </div>
        <p className="pro-hub__note">Inscription gratuite. Vérification du SIREN auprès de l’INSEE.</p>
      </section>

      <section aria-labelledby="pro-hub-benefits">
        <h2 id="pro-hub-benefits">Ce que Fournil vous apporte</h2>
        <ul className="link-list link-list--3">
          {BENEFITS.map(({ title, text, icon: Icon }) => (
            <li key={title} className="pro-hub__benefit">
              <span className="link-tile__icon">
                <Icon />
              </span>
              <div>
                <h3 className="pro-hub__benefit-title">{title}</h3>
                <p className="pro-hub__benefit-text">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="pro-hub-steps">
        <h2 id="pro-hub-steps">En trois étapes</h2>
        <ol className="link-list link-list--3 pro-hub__steps">
          {STEPS.map((step) => (
            <li key={step.title} className="pro-hub__step">
              <h3 className="pro-hub__benefit-title">{step.title}</h3>
              <p className="pro-hub__benefit-text">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <nav aria-label="Espace professionnel">
        <ul className="link-list">
          <li>
            <Link className="link-tile" to="/page/infos">
              <span className="link-tile__icon">
                <InfoIcon />
              </span>
              <span className="link-tile__text">
                <span className="link-tile__label">En savoir plus</span>
                <span className="link-tile__hint">Comment fonctionne la plateforme.</span>
              </span>
              <ArrowRightIcon className="link-tile__arrow" />
            </Link>
          </li>
        </ul>
      </nav>
      {faq}
    </div>
  );
}

function BreadIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d="M3 14.5C3 9.8 7 7 12 7s9 2.8 9 7.5c0 1.4-1.1 2.5-2.5 2.5h-13C4.1 17 3 15.9 3 14.5z" />
      <path d="m8.5 10 1.5 3M12 9.5l1 3.5M15.5 10l1 3" />
    </svg>
  );
}
