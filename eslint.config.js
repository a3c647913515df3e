// One lint setup for the whole workspace. Import boundaries (STYLE.md):
// shared code flows one way (packages/shared -> apps), features never import each other.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const serverBoundaries = [
  { group: ['**/apps/web/**', '@fournil/web', '@fournil/web/**'], message: 'The server must not import the web app.' },
  { group: ['**/packages/shared/src/**'], message: 'Import shared code through @fournil/shared.' },
];

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
          patterns: [{ group: ['**/apps/**', '@fournil/server', '@fournil/web'], message: 'packages/shared must not depend on the apps.' }],
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
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...serverBoundaries,
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '**/db/schema.js', '**/db/schema/**'],
              message: 'SQL lives in repository.ts (or <aggregate>-repository.ts) files: import the repository, not Drizzle or the schema.',
            },
          ],
        },
      ],
    },
  },
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
          ],
        },
      ],
    },
  },
);
