// One lint setup for the whole workspace. Import boundaries (docs/architecture.md): shared code
// flows one way (packages/shared -> apps), the server's floors import only the floors below them,
// web features never import each other.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const serverBoundaries = [
  { group: ['**/apps/web/**', '@fournil/web', '@fournil/web/**'], message: 'The server must not import the web app.' },
  { group: ['**/packages/shared/src/**'], message: 'Import shared code through @fournil/shared.' },
];

// The OSM hours parser (LGPL, 600 kB of holiday data) runs once, at import, on the server (docs/open-data.md).
const serverOnlyPackages = {
  group: ['opening_hours'],
  message: 'opening_hours is server-only: the import converts OSM hours once (docs/open-data.md).',
};

const sqlInRepositories = {
  group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '**/db/schema.js', '**/db/schema/**'],
  message: 'SQL lives in repository.ts (or <aggregate>-repository.ts) files: import the repository, not Drizzle or the schema.',
};

// The server's floors (docs/architecture.md), from the ground up: lib/ and config, db/, providers/,
// plugins/, modules/, then app.ts with jobs.ts (composition), server.ts and cli/. A floor imports only
// the floors below it; what a lower floor needs from a module, app.ts hands it (as a function).
const floorsAbove = {
  modules: {
    group: ['**/modules/**'],
    message: 'Below modules/: app.ts hands this floor what it needs of a module (docs/architecture.md).',
  },
  plugins: { group: ['**/plugins/**'], message: 'Below plugins/: this floor cannot import a plugin (docs/architecture.md).' },
  providers: { group: ['**/providers/**'], message: 'Below providers/: this floor cannot import a provider (docs/architecture.md).' },
  db: { group: ['**/db/**'], message: 'Below db/: this floor cannot import the database (docs/architecture.md).' },
  context: {
    group: ['**/service-context.js'],
    message: 'Below service-context.ts: this floor is what the context is made of, it cannot import it (docs/architecture.md).',
  },
  top: {
    group: ['**/app.js', '**/jobs.js', '**/server.js', '**/cli/**'],
    message: 'app.ts, jobs.ts, server.ts and cli/ compose the server: nothing imports them (docs/architecture.md).',
  },
};

/** One floor's rule; it replaces the rules above for its files, so it repeats the boundaries that still hold. */
function serverFloor(files, forbidden, { ignores = [], sql = true } = {}) {
  const patterns = [...serverBoundaries, ...(sql ? [sqlInRepositories] : []), ...forbidden.map((floor) => floorsAbove[floor])];
  return { files, ignores, rules: { 'no-restricted-imports': ['error', { patterns }] } };
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/test-results/**', '**/playwright-report/**', 'apps/server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/apps/**', '@fournil/server', '@fournil/web'], message: 'packages/shared must not depend on the apps.' },
            serverOnlyPackages,
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: serverBoundaries }],
    },
  },
  {
    // Drizzle only in repositories: routes, services, plugins and providers reach the database
    // through a repository.ts, or a <aggregate>-repository.ts where a module holds several
    // (payments/sessions-repository.ts…); src/db/ (client, migrations, schema, seed) is the database itself.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/repository.ts', 'apps/server/src/**/*-repository.ts', 'apps/server/src/db/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...serverBoundaries, sqlInRepositories] }],
    },
  },
  serverFloor(['apps/server/src/modules/**/*.ts'], ['top'], {
    ignores: ['apps/server/src/**/repository.ts', 'apps/server/src/**/*-repository.ts'],
  }),
  serverFloor(['apps/server/src/modules/**/repository.ts', 'apps/server/src/modules/**/*-repository.ts'], ['top'], { sql: false }),
  // What a service may use (the database, the providers, the ports that modules implement): above the
  // providers, below every module.
  serverFloor(['apps/server/src/service-context.ts'], ['modules', 'plugins', 'top']),
  serverFloor(['apps/server/src/plugins/**/*.ts'], ['modules', 'top']),
  serverFloor(['apps/server/src/providers/**/*.ts'], ['modules', 'plugins', 'context', 'top']),
  // src/db/ is the database itself: Drizzle and the schema are its own.
  serverFloor(['apps/server/src/db/**/*.ts'], ['modules', 'plugins', 'providers', 'context', 'top'], { sql: false }),
  serverFloor(['apps/server/src/config/**/*.ts'], ['modules', 'plugins', 'db', 'providers', 'context', 'top']),
  serverFloor(['apps/server/src/lib/**/*.ts'], ['modules', 'plugins', 'providers', 'db', 'context', 'top']),
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/apps/server/**', '@fournil/server', '@fournil/server/**'], message: 'The web app must not import the server.' },
            { group: ['**/packages/shared/src/**'], message: 'Import shared code through @fournil/shared.' },
            serverOnlyPackages,
          ],
        },
      ],
    },
  },
  {
    // Features do not import each other; routes (app/) compose them.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '../../features/*', '../../../features/*', '../../*/**', '../../../*/**/features/**'],
              message: 'A feature must not import another feature; compose them in app/.',
            },
            { group: ['@/app/*', '**/app/**'], message: 'Features must not import the app layer.' },
            { group: ['**/apps/server/**', '@fournil/server'], message: 'The web app must not import the server.' },
            serverOnlyPackages,
          ],
        },
      ],
    },
  },
);
