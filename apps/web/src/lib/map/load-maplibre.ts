import type * as Maplibre from 'maplibre-gl';
// MapLibre 6 builds its worker's URL at run time (`new URL(name, import.meta.url)`), which the bundler
// cannot see: emit the self-contained worker file as an asset and hand its URL over explicitly.
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';

// maplibre-gl is about 1 MB: it must never be in the first-load JavaScript. Map screens call this
// loader; vite.config.ts gives the library (and its CSS) a chunk of its own.
type MaplibreModule = typeof Maplibre;

let modulePromise: Promise<MaplibreModule> | null = null;

export function loadMaplibre(): Promise<MaplibreModule> {
  modulePromise ??= Promise.all([import('maplibre-gl'), import('maplibre-gl/dist/maplibre-gl.css')]).then(([maplibre]) => {
    maplibre.setWorkerUrl(workerUrl);
    return maplibre;
  });
  // Let a failed download (flaky network) be retried on the next call.
  modulePromise.catch(() => {
    modulePromise = null;
  });
  return modulePromise;
}
