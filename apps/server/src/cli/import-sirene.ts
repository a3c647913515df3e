// `npm run import:sirene`: the running Node is checked first (../supported-node.ts), then the command runs (commands/import-sirene.ts).
import { startOnSupportedNode } from '../supported-node.js';

await startOnSupportedNode(
  { npm: 'npm run import:sirene', entry: 'apps/server/dist/cli/import-sirene.js' },
  () => import('./commands/import-sirene.js'),
);
