// Static pages and FAQs every new database starts with (editable later by staff). Prices come from
// the shared constants, written by the shared money formatter (`15,00 €`).
import { AD_ACCESS_ONE_OFF_CENTS, AD_ACCESS_SUBSCRIPTION_CENTS, BAKERY_MONTHLY_FEE_CENTS, formatEuros } from '@fournil/shared';

export const SEED_PAGES = [
  {
    slug: 'mentions',
    title: 'Mentions légales',
    content: `## Éditeur du site

Fournil est un service en ligne qui aide chacun à trouver du pain frais près de chez soi.

- **Éditeur** : Fournil SAS (en cours d'immatriculation)
- **Contact** : via la page [Nous contacter](/messageriedirect)
- **Directeur de la publication** : le représentant légal de Fournil SAS

## Hébergement

Le service est hébergé dans l'Union européenne.

## Données personnelles

Les données saisies (compte professionnel, messages de contact) servent uniquement au fonctionnement du service.
Vous pouvez demander leur consultation, leur rectification ou leur suppression à tout moment depuis la page [Nous contacter](/messageriedirect).
Votre position n'est jamais enregistrée : elle sert seulement à afficher les boulangeries proches, dans votre navigateur.

## Cartographie

Fonds de carte © contributeurs OpenStreetMap. Itinéraires calculés par OSRM.
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

L'accès à la Régie Publicitaire est payant (paiement unique de ${formatEuros(AD_ACCESS_ONE_OFF_CENTS)} pour un mois, ou abonnement mensuel de ${formatEuros(AD_ACCESS_SUBSCRIPTION_CENTS)}).
La publication d'une campagne sur la fiche d'une boulangerie est soumise à une redevance de ${formatEuros(BAKERY_MONTHLY_FEE_CENTS)} par mois et par boulangerie.

## 5. Responsabilité

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
    answer: '<p>Chaque boulanger indique en direct si du pain est disponible. La liste et la carte se mettent à jour <strong>sans recharger la page</strong>.</p>',
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
    answer: '<p>Non. Votre position sert uniquement à afficher les boulangeries proches de vous et n’est jamais conservée.</p>',
    color: 'teal',
    destinations: ['/', '/page/infos'],
  },
  {
    question: 'Qui peut créer un compte professionnel ?',
    answer: '<p>Tout professionnel de la boulangerie disposant d’un numéro <strong>SIREN</strong> actif avec un code NAF de boulangerie ou pâtisserie.</p>',
    color: 'blue',
    destinations: ['/magister'],
  },
  {
    question: 'Combien coûte Fournil pour un boulanger ?',
    answer: '<p>Le référencement de vos boulangeries est gratuit. Seule la Régie Publicitaire est payante.</p>',
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
    answer: '<p>Vous devez d’abord vérifier votre SIREN depuis votre profil. Une fois validé, la gestion de vos boulangeries est débloquée.</p>',
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
    answer: '<p>Dans « Mes paiements » : chaque paiement a sa facture en PDF, téléchargeable à tout moment, même après la fin de votre accès.</p>',
    color: 'green',
    destinations: ['/mes-paiements', '/regie-publicitaire'],
  },
] as const;
