import { Badge, LinkButton, LoafIllustration } from '@/components/ui';

/** Temporary home content until the map and the list of nearby bakeries arrive. */
export function HomeIntro() {
  return (
    <section className="hero" aria-labelledby="home-title">
      <LoafIllustration className="hero__art" />
      <h1 className="hero__title" id="home-title">
        Du pain frais, près de chez vous
      </h1>
      <p className="hero__text">
        Voyez en un coup d’œil les boulangeries ouvertes autour de vous et celles qui ont encore du pain. La carte
        arrive bientôt.
      </p>
      <ul className="legend" aria-label="Légende">
        <li>
          <Badge tone="success">Pain disponible</Badge>
        </li>
        <li>
          <Badge tone="danger">Pas de pain</Badge>
        </li>
        <li>
          <Badge>Fermé</Badge>
        </li>
      </ul>
      <div className="hero__actions">
        <LinkButton to="/page/infos" variant="accent">
          Comment ça marche ?
        </LinkButton>
        <LinkButton to="/magister" variant="secondary">
          Vous êtes boulanger ?
        </LinkButton>
      </div>
    </section>
  );
}
