// A stand-in for the web app's build (apps/web/dist) in API tests of the server-written pages: the two
// documents the build writes, with the head and root element the real ones have (apps/web/index.html).
import fs from 'node:fs';
import path from 'node:path';
import { makeTempDir } from './helper.js';

/** A directory holding index.html and boulangerie.html, to pass as `webDistDir`. */
export function fakeWebBuild(): string {
  const dir = makeTempDir('fournil-dist-');
  const page = (extra: string) =>
    '<!doctype html>\n<html lang="fr">\n  <head>\n    <meta charset="UTF-8" />\n' +
    '    <meta name="description" content="Description générique." />\n' +
    `    <title>Fournil</title>\n${extra}  </head>\n  <body>\n    <div id="root"></div>\n    <script type="module" src="/assets/main.js"></script>\n  </body>\n</html>\n`;
  fs.writeFileSync(path.join(dir, 'index.html'), page(''));
  fs.writeFileSync(path.join(dir, 'boulangerie.html'), page('    <link rel="modulepreload" href="/assets/bakery.js">\n'));
  return dir;
}
