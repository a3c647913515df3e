// `/donnees-ouvertes` (docs/open-data.md, "The open-data page"): where Fournil's listings come from, with the
// sources' credits and licences, why the merged layer is published under the ODbL, what the file holds and what not,
// how to credit it and how to correct a listing. Written whole by the server, like the town pages: the web app does
// not start there (isServerOnlyPage).
import {
  LICENCE_OUVERTE_URL,
  OPEN_DATA_BAKERIES_PATH,
  OPEN_DATA_LICENCE_URL,
  OPEN_DATA_LINK_LABEL,
  OPEN_DATA_PAGE_PATH,
  OSM_COPYRIGHT_URL,
  OSM_CREDIT,
  PRODUCT_NAME,
} from '@fournil/shared';
import type { TPageDocument } from '../../lib/html-document.js';
import { frame } from './page-shell.js';

const external = (href: string, text: string) => `<a href="${href}" rel="noopener">${text}</a>`;

const BODY = [
  `<h1>${OPEN_DATA_LINK_LABEL}</h1>`,
  `<p class="server-page__lead">${PRODUCT_NAME} montre toutes les boulangeries de France, y compris celles dont le boulanger ne s’est pas encore inscrit. Leurs fiches viennent de deux bases de données ouvertes, que nous rapprochons et publions à notre tour.</p>`,

  '<h2>D’où viennent les fiches</h2>',
  '<ul>',
  `<li><strong>OpenStreetMap</strong>, la carte collaborative du monde : les commerces marqués boulangerie ou pâtisserie, avec leur position, leur nom, leur adresse et souvent leurs horaires, leur téléphone et leur site. ${external(OSM_COPYRIGHT_URL, OSM_CREDIT)}, données sous licence ${external(OPEN_DATA_LICENCE_URL, 'Open Database License (ODbL) 1.0')}.</li>`,
  `<li><strong>La base Sirene de l’Insee</strong>, le répertoire des entreprises et de leurs établissements : les établissements actifs de boulangerie et de pâtisserie, avec leur SIRET, leur enseigne et leur adresse. Insee, base Sirene, sous ${external(LICENCE_OUVERTE_URL, 'Licence Ouverte 2.0')} (Etalab). Le nom d’une personne n’y est jamais repris : une fiche porte l’enseigne de la boutique, ou « Boulangerie » et sa rue.</li>`,
  '</ul>',
  `<p>Une boulangerie inscrite par son boulanger garde ce qu’il a écrit : aucune mise à jour des sources ne l’efface. Sa disponibilité (pain, croissants…) vient de lui, ou des visiteurs tant qu’il ne s’est pas inscrit.</p>`,

  '<h2>Une base dérivée, publiée sous ODbL</h2>',
  `<p>${PRODUCT_NAME} rapproche les deux sources et ne garde qu’une fiche par boutique : même SIRET, ou moins de 75 m avec un nom semblable ou la même adresse. Les cas douteux sont vérifiés par notre équipe. Ce rapprochement fait de nos fiches une base de données dérivée d’OpenStreetMap : comme le demande l’ODbL, nous la publions en entier, sous la même licence.</p>`,

  '<h2>Télécharger les fiches</h2>',
  `<p><a href="${OPEN_DATA_BAKERIES_PATH}">Télécharger les boulangeries au format GeoJSON</a> (un fichier, sans compte, mis à jour à chaque changement).</p>`,
  '<p>Pour chaque boulangerie visible sur le site qui figure dans au moins une des deux sources, le fichier donne :</p>',
  '<ul>',
  `<li>son identifiant ${PRODUCT_NAME} (le même après une revendication), son nom, sa position, son adresse, son code postal et sa ville ;</li>`,
  '<li>son téléphone et son site web, quand ils sont connus ;</li>',
  '<li>ses horaires de la semaine quand ils sont sûrs, sinon le texte d’OpenStreetMap à confirmer, et ses jours fériés ;</li>',
  '<li>ses sources (identifiant OpenStreetMap, SIRET) avec leur licence, et la date de leur dernière mise à jour.</li>',
  '</ul>',
  `<p>Il ne contient <strong>rien</strong> des comptes (propriétaire, responsable), de la disponibilité du pain et des autres produits, des signalements des visiteurs, des textes, logos et photos des boulangers, ni des campagnes. Une boulangerie inscrite par son boulanger qui ne figure dans aucune source n’y est pas.</p>`,

  '<h2>Comment créditer</h2>',
  `<p>Si vous réutilisez ce fichier, citez-le ainsi : « Données ${PRODUCT_NAME}, ${OSM_CREDIT} (ODbL 1.0) ; Insee, base Sirene (Licence Ouverte 2.0) », avec un lien vers cette page. Une base de données que vous en tirez et rendez publique doit elle aussi être publiée sous ${external(OPEN_DATA_LICENCE_URL, 'licence ODbL')}.</p>`,

  '<h2>Corriger une fiche</h2>',
  '<ul>',
  `<li><strong>Dans OpenStreetMap</strong> : tout le monde peut corriger le nom, les horaires ou la position d’une boutique sur ${external('https://www.openstreetmap.org/', 'openstreetmap.org')}. ${PRODUCT_NAME} reprend la correction à sa prochaine mise à jour.</li>`,
  '<li><strong>Vous êtes le boulanger ?</strong> Ouvrez la page de votre boulangerie et choisissez « Revendiquer cette boulangerie » : une fois votre SIREN vérifié, vos horaires et vos textes remplacent ceux des sources.</li>',
  '<li>Pour toute autre erreur, <a href="/messageriedirect">écrivez-nous</a>.</li>',
  '</ul>',
].join('');

/** The document of `/donnees-ouvertes`. */
export function openDataPageDocument(appUrl: string): TPageDocument {
  return {
    head: {
      title: `${OPEN_DATA_LINK_LABEL} | ${PRODUCT_NAME}`,
      description: `D’où viennent les fiches de boulangeries de ${PRODUCT_NAME} (OpenStreetMap, Insee Sirene), et leur fichier à télécharger sous licence ODbL.`,
      canonical: `${appUrl}${OPEN_DATA_PAGE_PATH}`,
    },
    rootHtml: frame(`<li><a href="/">Accueil</a></li><li aria-current="page">${OPEN_DATA_LINK_LABEL}</li>`, BODY),
  };
}
