// `npm run media:migrate`: the running Node is checked first (../supported-node.ts), then the command runs (commands/media-migrate.ts).
import { startOnSupportedNode } from '../supported-node.js';

await startOnSupportedNode(
  { npm: 'npm run media:migrate', entry: 'apps/server/dist/cli/media-migrate.js' },
  () => import('./commands/media-migrate.js'),
);
