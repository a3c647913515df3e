// The sources' credits as the issue words them (docs/open-data.md, "The open-data page"): the map's corner, the
// open-data page and the legal notice say them the same way.
export const OSM_CREDIT = "© les contributeurs d'OpenStreetMap";
export const OSM_COPYRIGHT_URL = 'https://www.openstreetmap.org/copyright';
export const LICENCE_OUVERTE_URL = 'https://www.etalab.gouv.fr/licence-ouverte-open-licence/';
