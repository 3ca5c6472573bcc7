// One flat config for the whole workspace. Module boundaries are enforced with Nx tags:
// scope:frontend | scope:backend | scope:shared and type:app | type:domain | type:infra | type:ui.
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import { readdirSync, existsSync } from 'node:fs';

const featuresDir = new URL('./frontend/src/features/', import.meta.url);
const frontendFeatures = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
  : [];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', '**/reports/**', '**/test-results/**', '**/playwright-report/**', '.nx/**'],
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
  {
    // Tool configuration files load the shared workspace preset with require().
    files: ['**/jest.config.cjs', 'jest.preset.cjs', 'infra/scripts/*.cjs'],
    rules: { '@nx/enforce-module-boundaries': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
