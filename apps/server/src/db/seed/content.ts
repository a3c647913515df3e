// A table of data (the pages and FAQs every database is seeded with), hence longer than 300 lines.
// Static pages and FAQs every new database starts with (editable later by staff). Prices come from
// the shared constants, written by the shared money formatter (`15,00 €`).
import { AD_ACCESS_ONE_OFF_CENTS, AD_ACCESS_SUBSCRIPTION_CENTS, BAKERY_MONTHLY_FEE_CENTS, formatEuros } from '@fournil/shared';

/**
 * The legal pages (docs/content.md, "Legal pages"). `{{…}}` placeholders are filled from the
 * configuration each time a page is read (`LEGAL_PLACEHOLDERS`, packages/shared): staff may edit
 * the text and keep them. A database seeded before they existed gets each missing one at start
 * (`seedMissingLegalPages`), never over a page of the same slug.
 */
export const LEGAL_SEED_SLUGS = ['mentions', 'confidentialite', 'cgv', 'accessibilite'] as const;

const oneOff = formatEuros(AD_ACCESS_ONE_OFF_CENTS);
const subscription = formatEuros(AD_ACCESS_SUBSCRIPTION_CENTS);
const bakeryMonth = formatEuros(BAKERY_MONTHLY_FEE_CENTS);

export const SEED_PAGES = [
  {
    slug: 'mentions',
    title: 'Mentions légales',
    content: `## Éditeur du site

Le site Fournil, qui aide chacun à trouver du pain frais près de chez soi, est édité par :

- **{{editeur.nom}}**, {{editeur.forme}}
- **Siège social** : {{editeur.adresse}}
- **Immatriculation** : {{editeur.immatriculation}}
- **TVA** : {{editeur.tva}}
- **Téléphone** : {{editeur.telephone}}
- **E-mail** : {{editeur.email}}, ou la page [Nous contacter](/messageriedirect)

## Directeur de la publication

{{directeur_publication}}

## Hébergement

Le site est hébergé par **{{hebergeur.nom}}**, {{hebergeur.adresse}} (téléphone : {{hebergeur.telephone}}).

## Données personnelles et cookies

Ce que Fournil fait de vos données, combien de temps il les garde et comment exercer vos droits : [politique de confidentialité](/page/confidentialite).
Fournil n'utilise que les cookies et le stockage strictement nécessaires au service, sans mesure d'audience ni publicité : [cookies](/page/confidentialite#cookies).

## Contenus publiés par les boulangers

Les fiches, photos et campagnes des boulangeries sont publiées par les professionnels, sous leur responsabilité, et restent leur propriété.
Pour signaler un contenu illicite, écrivez-nous depuis la page [Nous contacter](/messageriedirect) en indiquant l'adresse de la page et la raison du signalement : nous le retirons sans délai s'il est manifestement illicite.

## Propriété intellectuelle

Le nom Fournil, le logo et les textes du site appartiennent à {{editeur.nom}}. Toute reproduction sans autorisation est interdite.

## Cartographie

Fonds de carte © contributeurs OpenStreetMap. Itinéraires calculés par OSRM.

## Sources des fiches de boulangeries

Les boulangeries dont le boulanger n'est pas encore inscrit sont décrites à partir de deux bases ouvertes :

- **OpenStreetMap** : « © les contributeurs d'OpenStreetMap », données sous licence [Open Database License (ODbL) 1.0](https://opendatacommons.org/licenses/odbl/1-0/) ([droits d'auteur et licence](https://www.openstreetmap.org/copyright)) ;
- **Insee, base Sirene** des entreprises et de leurs établissements, sous [Licence Ouverte 2.0](https://www.etalab.gouv.fr/licence-ouverte-open-licence/) (Etalab).

La base des fiches que Fournil en tire est publiée sous licence ODbL : ce qu'elle contient, comment la télécharger, la créditer et corriger une fiche, sur la page [Données ouvertes](/donnees-ouvertes).
`,
  },
  {
    slug: 'confidentialite',
    title: 'Politique de confidentialité',
    content: `## Responsable du traitement

**{{editeur.nom}}**, {{editeur.adresse}} (e-mail : {{editeur.email}}) est responsable des données personnelles traitées par Fournil.

## Sans compte : chercher une boulangerie

- **Votre position** (géolocalisation ou adresse cherchée) sert uniquement à trouver les boulangeries proches et à calculer un itinéraire. Elle n'est **jamais enregistrée** dans notre base. Nos journaux techniques n'en gardent qu'une valeur arrondie à environ 1 km, et jamais le texte d'une adresse cherchée.
- Base légale : votre demande (exécution du service).
- **Signalements « Il reste du pain ? »** : le type de signalement, la boulangerie, l'heure, et deux empreintes (illisibles, impossibles à retourner) de votre navigateur — ou de votre compte si vous êtes connecté — et de votre adresse IP. Finalités : montrer aux autres visiteurs s'il reste du pain, limiter les abus (un signalement par boulangerie toutes les 30 minutes, 20 par jour). La position envoyée avec le signalement sert seulement à vérifier que vous êtes à moins de 300 m de la boulangerie : elle n'est **jamais enregistrée** ni écrite dans nos journaux. Base légale : intérêt légitime. Conservation : 30 jours (un signalement n'est plus affiché après 2 heures au plus).

## Avec un compte professionnel

- **Compte** : nom d'utilisateur, adresse e-mail, mot de passe (conservé chiffré, illisible même pour nous), adresse postale et téléphone du profil, numéro SIREN. Finalités : vous connecter, vous écrire au sujet de votre compte, vérifier que l'espace professionnel est réservé aux boulangeries, établir vos factures. Base légale : le contrat. Conservation : jusqu'à la suppression du compte. Un compte dont l'adresse e-mail n'a jamais été confirmée est supprimé 7 jours après l'inscription.
- **Sessions de connexion** (dates seulement, ni adresse IP ni appareil) : vous garder connecté. Base légale : le contrat. Conservation : une session dure 30 jours au plus ; elle est supprimée 1 jour après sa fin.
- **Boulangeries, photos, campagnes** : les publier. Base légale : le contrat. Conservation : jusqu'à ce que vous les supprimiez, ou votre compte.
- **Paiements, factures et avoirs** : la comptabilité. Base légale : obligation légale (Code de commerce). Conservation : 10 ans, même après la suppression du compte, réduits à ce que la facture doit contenir.
- **Actions de l'équipe Fournil sur votre compte** (suspension, rétablissement…) : rendre compte de ces actions. Base légale : intérêt légitime. Conservation : 5 ans.

## Pour tout le monde

- **Alertes « Me prévenir »** : l'adresse d'abonnement de votre navigateur auprès de son service de notification et ses clés publiques, les alertes demandées (boulangerie, type, « la nuit », dates de création et du dernier envoi) et le réseau d'où elles ont été demandées ; si vous étiez connecté, votre compte, pour que l'export de vos données les montre et que la suppression du compte les efface. Finalité : vous prévenir. Base légale : votre demande. Conservation : jusqu'à « Ne plus me prévenir », 12 mois sans notification, ou la suppression du compte.
- **Favoris d'un compte** : les boulangeries choisies et la date. Finalité : les retrouver sur tous vos appareils. Base légale : le contrat. Conservation : jusqu'à leur retrait ou la suppression du compte.
- **Messages envoyés par le formulaire de contact** (nom, e-mail, sujet, message) : vous répondre. Base légale : intérêt légitime. Conservation : 12 mois. L'adresse IP enregistrée avec le message, qui sert à arrêter les envois abusifs, est effacée au bout de 30 jours.
- **E-mails envoyés par Fournil** (destinataire, sujet ; les liens sont effacés après l'envoi) : suivre leur remise. Base légale : intérêt légitime. Conservation : 30 jours.
- **Journaux du serveur** (adresse IP, page demandée, positions arrondies à environ 1 km) : la sécurité et le bon fonctionnement du site. Base légale : intérêt légitime et obligation légale de conservation des données de connexion. Conservation : 12 mois au plus.
- **Compteurs contre les abus** (adresse IP) : limiter les tentatives répétées. Conservation : de quelques minutes à une heure.

Fournil n'utilise aucun outil de mesure d'audience ni de publicité ciblée, et ne vend aucune donnée. Les statistiques des campagnes sont des nombres de vues par jour, sans identifiant.

## Qui reçoit vos données

Seuls l'équipe Fournil et, pour ce qui les concerne, les prestataires suivants :

- **Hébergeur** : {{hebergeur.nom}}, qui stocke les données du site.
- **Paiement** : Stripe, qui reçoit les données de paiement. Vous saisissez votre carte chez Stripe : Fournil ne la voit jamais. Stripe peut traiter certaines données hors de l'Union européenne, avec les garanties prévues par le RGPD.
- **Vérification du SIREN** : l'INSEE (répertoire Sirene), qui reçoit le numéro SIREN saisi, et rien d'autre.
- **Recherche d'adresses** : {{services.geocodage}}, qui reçoit le texte cherché ou la position, envoyés par notre serveur (pas votre adresse IP).
- **Itinéraires** : {{services.itineraires}}, qui reçoit les points de départ et d'arrivée, envoyés par notre serveur.
- **Fonds de carte** : {{services.carte}}. Votre navigateur y charge directement les images de la carte : ce service voit votre adresse IP et la zone affichée, pas votre position.
- **E-mails** : {{services.email}}, qui achemine les e-mails (destinataire et contenu).

## Vos droits

Vous pouvez accéder à vos données, les rectifier, les effacer, en limiter l'usage, vous opposer à un traitement fondé sur l'intérêt légitime et les recevoir dans un format réutilisable.

- Depuis votre **profil** (/profil), rubrique « Mes données » : « Exporter mes données » télécharge tout ce que Fournil garde sur vous ; « Supprimer mon compte » l'efface (sauf les factures, gardées 10 ans). Vous corrigez vous-même votre profil.
- Sinon, écrivez-nous depuis la page [Nous contacter](/messageriedirect) ou à {{editeur.email}}. Nous répondons dans un délai d'un mois.
- Si vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la CNIL : [www.cnil.fr](https://www.cnil.fr).

<h2 id="cookies">Cookies et stockage dans le navigateur</h2>

Fournil n'utilise que des cookies et un stockage **strictement nécessaires** au service : ils sont dispensés de consentement, c'est pourquoi le site n'affiche pas de bandeau. Aucun cookie de mesure d'audience ni de publicité.

- Cookie \`fournil_refresh\` : vous garder connecté (espace professionnel). Illisible par les scripts de la page ; 30 jours au plus, supprimé à la déconnexion.
- Cookie \`csrftoken\` : empêcher un autre site d'utiliser votre session. Même durée.
- Cookie \`fournil_visitor\` : reconnaître votre navigateur quand vous signalez s'il reste du pain, pour limiter les abus. Une valeur au hasard, sans rien d'autre ; déposé à votre premier signalement seulement, jamais quand vous consultez le site. Illisible par les scripts de la page ; environ un an.
- Stockage local \`token\` : le jeton de connexion, valable 15 minutes ; effacé à la déconnexion.
- Stockage local \`fournil.returnAfterLogin\` : la page où revenir après la connexion ; effacé dès qu'il a servi, oublié après 7 jours.
- Stockage local \`fournil.directionsMode\` : le mode d'itinéraire choisi (voiture, à pied, à vélo).
- Stockage de session \`fournil-scroll-positions\` : la position de défilement des pages, effacée à la fermeture de l'onglet.

Le paiement se fait sur les pages de Stripe, qui y déposent leurs propres cookies, nécessaires au paiement et à la lutte contre la fraude.
`,
  },
  {
    slug: 'cgv',
    title: 'Conditions générales de vente',
    content: `## 1. Objet

Les présentes conditions régissent la vente des services payants de Fournil par **{{editeur.nom}}** ({{editeur.adresse}}, {{editeur.immatriculation}}). La consultation du site reste gratuite ; le référencement d'une boulangerie aussi.

## 2. Acheteurs

Ces services sont réservés aux **professionnels** : titulaires d'un compte professionnel dont le numéro SIREN correspond à une activité de boulangerie, qui achètent pour les besoins de leur activité. Les règles du Code de la consommation propres aux consommateurs, dont le droit de rétractation, ne s'appliquent pas.

## 3. Services et prix

Les prix sont indiqués **toutes taxes comprises (TTC)** ; {{editeur.tva}}.

- **Accès à la Régie Publicitaire, paiement unique** : ${oneOff} TTC pour un mois à compter du paiement (jusqu'au même jour du mois suivant). Acheté alors qu'un accès est en cours, il commence à la fin de celui-ci. Il donne le droit de créer et de gérer des campagnes publicitaires.
- **Accès à la Régie Publicitaire, abonnement** : ${subscription} TTC par mois, renouvelé chaque mois.
- **Publication des campagnes d'une boulangerie** : ${bakeryMonth} TTC par boulangerie pour le mois civil en cours (heure de Paris), ou en abonnement à ${bakeryMonth} TTC par mois, renouvelé chaque mois. Les campagnes publiées sont présentées aux visiteurs qui cherchent une boulangerie à proximité ; Fournil ne garantit aucun nombre de vues.

Un code promo réduit le premier paiement seulement ; un abonnement se renouvelle au plein tarif.

## 4. Commande et paiement

Le paiement se fait par carte bancaire, comptant, sur la page de paiement sécurisée de Stripe. Le service commence dès que le paiement est confirmé. Chaque paiement donne lieu à une facture, téléchargeable en PDF dans « Mes paiements ».
Pas d'escompte pour paiement anticipé. En cas de retard de paiement : pénalités au taux de la Banque centrale européenne majoré de 10 points et indemnité forfaitaire pour frais de recouvrement de 40 € (art. L441-10 et D441-5 du Code de commerce).

## 5. Durée, renouvellement et résiliation

- Un paiement unique n'est jamais renouvelé.
- Un abonnement est renouvelé automatiquement chaque mois, à la même date, sur la même carte, jusqu'à sa résiliation. Si le renouvellement échoue, mettez à jour votre carte depuis « Mes paiements » ; sans paiement, le service s'arrête à la fin de la période payée.
- Vous résiliez à tout moment, sans frais, avec le bouton « Résilier l'abonnement » : aucun nouveau prélèvement n'a lieu, et la période déjà payée reste acquise jusqu'à son terme.
- La suppression du compte résilie tous ses abonnements.

## 6. Remboursements

Une période commencée n'est pas remboursée. Sont remboursés, sur demande depuis la page [Nous contacter](/messageriedirect) : un paiement fait en double, une erreur de facturation, ou un service que Fournil n'a pas pu fournir de son fait. Le remboursement est fait sur la carte utilisée et donne lieu à un avoir ; un paiement remboursé en entier met fin au service qu'il payait.

## 7. Responsabilité

Fournil s'engage à fournir le service avec soin, sans garantir une disponibilité sans interruption. Chaque professionnel est responsable des contenus qu'il publie ; un contenu illicite peut être retiré sans préavis ni remboursement.

## 8. Droit applicable

Les présentes conditions sont soumises au droit français. À défaut d'accord amiable, tout litige entre professionnels relève des tribunaux compétents du ressort du siège social de {{editeur.nom}}.
`,
  },
  {
    slug: 'accessibilite',
    title: "Déclaration d'accessibilité",
    content: `{{editeur.nom}} s'engage à rendre Fournil accessible, conformément à l'article 47 de la loi n° 2005-102 du 11 février 2005.

## État de conformité

Fournil est **partiellement conforme** au référentiel général d'amélioration de l'accessibilité (RGAA), version 4.1 : aucun audit complet n'a encore été réalisé par un organisme indépendant.

## Ce qui a été vérifié, et comment

- Chaque écran est contrôlé automatiquement avec l'outil axe-core, dans le navigateur Chromium, par les tests que le site passe avant chaque mise en ligne.
- Les parcours principaux (trouver une boulangerie, se connecter, gérer sa boulangerie, payer) sont testés au clavier seul, avec une mise en évidence visible de l'élément actif.
- Chaque écran est vérifié sur un téléphone de 375 pixels de large.
- Les couleurs des états (ouverte avec du pain, sans pain, fermée) sont toujours accompagnées d'un texte.

## Limites connues

La carte interactive n'est pas utilisable sans la vue : la liste, affichée à côté, donne les mêmes boulangeries, leur adresse et leur état.

## Signaler un problème

Si vous ne pouvez pas accéder à un contenu ou à un service, écrivez-nous depuis la page [Nous contacter](/messageriedirect) ou à {{editeur.email}} : nous vous répondrons et vous donnerons l'information sous une autre forme.

## Voie de recours

Si notre réponse ne vous satisfait pas, vous pouvez saisir le Défenseur des droits : [www.defenseurdesdroits.fr](https://www.defenseurdesdroits.fr).
`,
  },
  {
    slug: 'cgu',
    title: "Conditions générales d'utilisation",
    content: `## 1. Objet

Les présentes conditions encadrent l'utilisation de Fournil par les visiteurs et par les professionnels de la boulangerie.

## 2. Accès au service

La consultation des boulangeries, des horaires et de la disponibilité du pain est **gratuite et sans inscription**.
L'espace professionnel (« Accès PRO ») est réservé aux boulangers dont le numéro SIREN correspond à une activité de boulangerie.

## 3. Informations affichées

Les horaires et disponibilités sont renseignés par les boulangers eux-mêmes. Fournil ne peut garantir qu'il reste du pain à votre arrivée : en cas de doute, appelez la boulangerie.

## 4. Régie Publicitaire

L'accès à la Régie Publicitaire est payant (paiement unique de ${oneOff} TTC pour un mois, ou abonnement mensuel de ${subscription} TTC).
La publication des campagnes d'une boulangerie coûte ${bakeryMonth} TTC par mois et par boulangerie. Prix, durées, renouvellement et remboursements : [conditions générales de vente](/page/cgv).

## 5. Données personnelles

Voir la [politique de confidentialité](/page/confidentialite).

## 6. Responsabilité

Chaque professionnel est responsable des contenus qu'il publie. Tout contenu illicite peut être retiré sans préavis.
`,
  },
  {
    slug: 'about',
    title: 'À propos de Fournil',
    content: `## Du pain frais, tout de suite

Fournil est né d'une frustration simple : arriver devant une boulangerie fermée, ou qui n'a plus de baguette.

Sur Fournil, vous voyez **en direct** les boulangeries ouvertes autour de vous et celles qui ont encore du pain.
Les boulangers mettent à jour leur stock d'un geste, depuis leur téléphone.

## Pour les boulangers

Créez votre espace professionnel, vérifiez votre SIREN, et gérez vos boutiques, vos horaires et vos produits.
Vous pouvez aussi mettre en avant vos offres grâce à la Régie Publicitaire.
`,
  },
  {
    slug: 'infos',
    title: 'Comment ça marche ?',
    content: `## Trouver une boulangerie

1. Autorisez la géolocalisation, ou cherchez une adresse ou une ville.
2. La carte et la liste montrent les boulangeries à moins de 2 km (ou 10 km).
3. La couleur indique l'état en direct :
   - **vert** : ouverte, avec du pain ;
   - **rouge** : ouverte, mais plus de pain ;
   - **gris** : fermée.

## Vous êtes boulanger ?

Rendez-vous dans l'**Accès PRO** pour créer votre compte et référencer votre boulangerie.
`,
  },
] as const;

export const SEED_FAQS = [
  {
    question: 'Comment Fournil sait-il s’il reste du pain ?',
    answer:
      '<p>Chaque boulanger indique en direct si du pain est disponible. La liste et la carte se mettent à jour <strong>sans recharger la page</strong>.</p>',
    color: 'orange',
    destinations: ['/'],
  },
  {
    question: 'Pourquoi une boulangerie apparaît-elle en gris ?',
    answer: '<p>Elle est fermée en ce moment, d’après les horaires renseignés par le boulanger (heure de Paris).</p>',
    color: 'brown',
    destinations: ['/'],
  },
  {
    question: 'Ma position est-elle enregistrée ?',
    answer:
      '<p>Non. Votre position sert uniquement à afficher les boulangeries proches de vous et à calculer un itinéraire : elle n’est jamais enregistrée. Nos journaux techniques n’en gardent qu’une valeur arrondie à environ 1 km. Voir la <a href="/page/confidentialite">politique de confidentialité</a>.</p>',
    color: 'teal',
    destinations: ['/', '/page/infos'],
  },
  {
    question: 'Qui peut créer un compte professionnel ?',
    answer:
      '<p>Tout professionnel de la boulangerie disposant d’un numéro <strong>SIREN</strong> actif avec un code NAF de boulangerie ou pâtisserie.</p>',
    color: 'blue',
    destinations: ['/magister'],
  },
  {
    question: 'Combien coûte Fournil pour un boulanger ?',
    answer: `<p>Le référencement de vos boulangeries est gratuit. Seule la Régie Publicitaire est payante : ${oneOff} TTC pour un mois, ou ${subscription} TTC par mois en abonnement, puis ${bakeryMonth} TTC par mois et par boulangerie pour publier ses campagnes. Détails dans les <a href="/page/cgv">conditions générales de vente</a>.</p>`,
    color: 'green',
    destinations: ['/magister', '/dashboard'],
  },
  {
    question: 'Je n’ai pas reçu l’e-mail de confirmation',
    answer: '<p>Vérifiez votre dossier de courrier indésirable. Le lien reste valable 3 jours.</p>',
    color: 'yellow',
    destinations: ['/login'],
  },
  {
    question: 'J’ai oublié mon mot de passe',
    answer: '<p>Utilisez le lien « Mot de passe oublié ? » : vous recevrez un lien valable une heure.</p>',
    color: 'purple',
    destinations: ['/login'],
  },
  {
    question: 'Pourquoi le bouton « Boulangeries » est-il grisé ?',
    answer:
      '<p>Vous devez d’abord vérifier votre SIREN depuis votre profil. Une fois validé, la gestion de vos boulangeries est débloquée.</p>',
    color: 'red',
    destinations: ['/dashboard'],
  },
  {
    question: 'Que peut faire le responsable de ma boulangerie ?',
    answer:
      '<p>Il indique en direct si du pain est disponible et tient le calendrier de la boutique : fermetures, horaires exceptionnels, jours fériés. Il ne peut ni modifier la fiche, ni la supprimer, ni gérer la publicité.</p>',
    color: 'teal',
    destinations: ['/boulangeries', '/boulangerie-responsable'],
  },
  {
    question: 'Où trouver mes factures ?',
    answer:
      '<p>Dans « Mes paiements » : chaque paiement a sa facture en PDF, téléchargeable à tout moment, même après la fin de votre accès.</p>',
    color: 'green',
    destinations: ['/mes-paiements', '/regie-publicitaire'],
  },
] as const;
