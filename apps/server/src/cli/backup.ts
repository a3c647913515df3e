// `npm run backup`: the running Node is checked first (../supported-node.ts), then the command runs (commands/backup.ts).
import { startOnSupportedNode } from '../supported-node.js';

await startOnSupportedNode({ npm: 'npm run backup', entry: 'apps/server/dist/cli/backup.js' }, () => import('./commands/backup.js'));
