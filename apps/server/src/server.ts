// The server's entry point: the running Node is checked first (supported-node.ts: an unsupported one
// would crash on argon2's native module), then the server starts (main.ts).
import { startOnSupportedNode } from './supported-node.js';

await startOnSupportedNode({ npm: 'npm start', entry: 'apps/server/dist/server.js' }, () => import('./main.js'));
