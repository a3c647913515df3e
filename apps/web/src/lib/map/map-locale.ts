/** French strings of the MapLibre controls and gesture hints. */
export const MAP_LOCALE_FR: Record<string, string> = {
  'AttributionControl.ToggleAttribution': 'Afficher ou masquer les crédits',
  'AttributionControl.MapFeedback': 'Signaler une erreur sur la carte',
  'Map.Title': 'Carte',
  'Marker.Title': 'Repère',
  'NavigationControl.ResetBearing': 'Réorienter vers le nord',
  'NavigationControl.ZoomIn': 'Zoomer',
  'NavigationControl.ZoomOut': 'Dézoomer',
  'LogoControl.Title': 'Logo MapLibre',
  'CooperativeGesturesHandler.WindowsHelpText': 'Utilisez Ctrl + molette pour zoomer sur la carte',
  'CooperativeGesturesHandler.MacHelpText': 'Utilisez ⌘ + molette pour zoomer sur la carte',
  'CooperativeGesturesHandler.MobileHelpText': 'Utilisez deux doigts pour déplacer la carte',
};
