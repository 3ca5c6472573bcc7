// One flat config for the whole workspace. Module boundaries are enforced with Nx tags:
// scope:frontend | scope:backend | scope:shared and type:app | type:domain | type:infra | type:ui.
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import { readdirSync, existsSync } from 'node:fs';

// Backend modules (backend/src/modules/<name>) import each other only through their index.ts, and
// only along these edges, which must stay acyclic (checked below, so a cycle fails the lint run).
const BACKEND_MODULE_DEPENDENCIES = {
  accounts: [],
  admin: ['email', 'health', 'mock-drafts', 'teams'],
  auth: ['accounts', 'email', 'passkeys'],
  chat: ['player-pool', 'teams'],
  email: [],
  'draft-rooms': ['player-pool', 'teams'],
  'email-test': ['auth', 'email'],
  health: [],
  metrics: [],
  'mock-drafts': ['player-pool', 'teams'],
  passkeys: ['accounts', 'email'],
  'player-pool': [],
  players: ['player-pool', 'teams'],
  teams: ['player-pool'],
  users: ['accounts', 'auth', 'teams'],
};
const modulesDir = new URL('./backend/src/modules/', import.meta.url);
const backendModules = existsSync(modulesDir)
  ? readdirSync(modulesDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];
for (const name of backendModules) {
  if (!(name in BACKEND_MODULE_DEPENDENCIES))
    throw new Error(`eslint.config.mjs: backend module '${name}' is missing from BACKEND_MODULE_DEPENDENCIES`);
}
(function assertAcyclic() {
  const state = new Map();
  const visit = (name, path) => {
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'active')
      throw new Error(`eslint.config.mjs: backend modules depend on each other in a cycle: ${[...path, name].join(' → ')}`);
    state.set(name, 'active');
    for (const dependency of BACKEND_MODULE_DEPENDENCIES[name] ?? []) visit(dependency, [...path, name]);
    state.set(name, 'done');
  };
  for (const name of Object.keys(BACKEND_MODULE_DEPENDENCIES)) visit(name, []);
})();
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const featuresDir = new URL('./frontend/src/features/', import.meta.url);
const frontendFeatures = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.data/**',
      '**/reports/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.nx/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.mjs', '**/*.cjs', '**/*.js'],
    plugins: { '@nx': nx },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          allow: [],
          depConstraints: [
            // The frontend never imports the backend and vice versa; both may use shared libs.
            { sourceTag: 'scope:frontend', onlyDependOnLibsWithTags: ['scope:frontend', 'scope:shared'] },
            { sourceTag: 'scope:backend', onlyDependOnLibsWithTags: ['scope:backend', 'scope:shared'] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            // Domain libraries are pure: they import other domain libraries only, and no framework.
            {
              sourceTag: 'type:domain',
              onlyDependOnLibsWithTags: ['type:domain'],
              bannedExternalImports: [
                '@nestjs/*',
                'typeorm',
                'pg',
                'redis',
                'bullmq',
                'socket.io*',
                'react',
                'react-dom',
                'react-router-dom',
                'xstate',
                '@xstate/*',
                '@mantine/*',
                'express',
                'openai',
              ],
            },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Inside the frontend, imports flow one way: app → features → components/lib. Features never
  // import each other or the app; shared pieces move down to components/ or lib/.
  ...frontendFeatures.map((feature) => ({
    files: [`frontend/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', `!@/features/${feature}`, `!@/features/${feature}/**`, '@/app/*', '**/app/*'],
              message: 'A feature imports only itself, components/ and lib/. Move shared code down.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['frontend/src/{components,lib}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/features/*', '@/app/*'], message: 'components/ and lib/ must not import features or the app.' }] },
      ],
    },
  },
  // Backend modules: no deep import into another module (only its index.ts), and no dependency
  // outside BACKEND_MODULE_DEPENDENCIES (which is acyclic, so no folder cycle).
  ...backendModules.map((name) => {
    const others = backendModules.filter((other) => other !== name).map(escapeRegex);
    const forbidden = backendModules
      .filter((other) => other !== name && !BACKEND_MODULE_DEPENDENCIES[name].includes(other))
      .map(escapeRegex);
    return {
      files: [`backend/src/modules/${name}/**/*.ts`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                regex: `^(\\.\\./)+(${others.join('|')})/.+`,
                message: 'Import another module only through its index.ts (its public entry); export what you need from there.',
              },
              ...(forbidden.length > 0
                ? [
                    {
                      regex: `^(\\.\\./)+(${forbidden.join('|')})$`,
                      message: `The ${name} module may depend only on: ${BACKEND_MODULE_DEPENDENCIES[name].join(', ') || 'no other module'} (BACKEND_MODULE_DEPENDENCIES in eslint.config.mjs; keep it acyclic).`,
                    },
                  ]
                : []),
            ],
          },
        ],
      },
    };
  }),
  {
    // Infrastructure is below every module: it imports none.
    files: ['backend/src/infra/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+modules(/|$)',
              message: 'infra imports no module: move the shared piece into infra, or invert the dependency.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tool configuration files load the shared workspace preset with require().
    files: ['**/jest.config.cjs', 'jest.preset.cjs', 'infra/scripts/*.cjs'],
    rules: { '@nx/enforce-module-boundaries': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
