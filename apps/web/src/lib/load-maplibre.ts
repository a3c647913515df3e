import type * as Maplibre from 'maplibre-gl';

// maplibre-gl is about 1 MB: it must never be in the first-load JavaScript. Map screens call this
// loader; vite.config.ts gives the library (and its CSS) a chunk of its own.
type MaplibreModule = typeof Maplibre;

let modulePromise: Promise<MaplibreModule> | null = null;

export function loadMaplibre(): Promise<MaplibreModule> {
  modulePromise ??= Promise.all([import('maplibre-gl'), import('maplibre-gl/dist/maplibre-gl.css')]).then(
    ([maplibre]) => maplibre,
  );
  // Let a failed download (flaky network) be retried on the next call.
  modulePromise.catch(() => {
    modulePromise = null;
  });
  return modulePromise;
}
