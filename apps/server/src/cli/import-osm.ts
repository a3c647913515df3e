// `npm run import:osm`: the running Node is checked first (../supported-node.ts), then the command runs (commands/import-osm.ts).
import { startOnSupportedNode } from '../supported-node.js';

await startOnSupportedNode(
  { npm: 'npm run import:osm', entry: 'apps/server/dist/cli/import-osm.js' },
  () => import('./commands/import-osm.js'),
);
