// `npm run create-staff -- <email>` (run through ../create-staff.ts, which checks the Node version first): opens
// the configured database — DATABASE_URL, else the embedded PGlite in DATA_DIR, which only one
// process may open, so the server must be stopped first — applies any pending migration, and
// promotes the account (promote-to-staff.ts). Exit code 0 when the account is staff, 1 otherwise.
import fs from 'node:fs';
import { loadConfig } from '../../config/index.js';
import { embeddedDatabaseDirectory, openCommandDatabase, runCommand } from '../command-database.js';
import { CREATE_STAFF_MESSAGES, promoteToStaff } from '../promote-to-staff.js';

async function main(args: string[]): Promise<number> {
  const email = args[0]?.trim();
  if (!email || args.length !== 1) {
    process.stderr.write(`${CREATE_STAFF_MESSAGES.usage}\n`);
    return 1;
  }
  const config = loadConfig();
  const directory = embeddedDatabaseDirectory(config);
  if (directory !== null && !fs.existsSync(directory)) {
    process.stderr.write(
      `Aucune base embarquée dans ${directory} : démarrez Fournil une première fois (npm start) ou vérifiez DATA_DIR.\n`,
    );
    return 1;
  }
  const database = await openCommandDatabase(config);
  try {
    const outcome = await promoteToStaff(database.db, email);
    (outcome.ok ? process.stdout : process.stderr).write(`${outcome.message}\n`);
    return outcome.ok ? 0 : 1;
  } finally {
    await database.close();
  }
}

runCommand(main, (error) => `create-staff : échec (${error.stack ?? error.message})`);
