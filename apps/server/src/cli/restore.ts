// `npm run restore`: the running Node is checked first (../supported-node.ts), then the command runs (commands/restore.ts).
import { startOnSupportedNode } from '../supported-node.js';

await startOnSupportedNode({ npm: 'npm run restore', entry: 'apps/server/dist/cli/restore.js' }, () => import('./commands/restore.js'));
