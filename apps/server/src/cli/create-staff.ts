// `npm run create-staff`: the running Node is checked first (../supported-node.ts), then the command runs (commands/create-staff.ts).
import { startOnSupportedNode } from '../supported-node.js';

await startOnSupportedNode(
  { npm: 'npm run create-staff', entry: 'apps/server/dist/cli/create-staff.js' },
  () => import('./commands/create-staff.js'),
);
