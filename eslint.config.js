import { builtinModules } from 'node:module';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import localRules from './eslint-rules/import-zones.js';
import noTypeCycle from './eslint-rules/no-type-cycle.js';

const spaLayers = 'lib -> components/form-engine -> features -> pages -> app';

/**
 * Which folder may import which (DESIGN.md). Paths are relative to this file; the first zone an
 * import breaks is the one reported. Syntax: eslint-rules/import-zones.js.
 */
const importZones = [
  {
    from: 'server/**',
    forbid: 'src/**',
    message: 'server/ must not import src/: move code both sides need to core/ (DESIGN.md).',
  },
  {
    from: 'src/**',
    forbid: ['server/**', 'scripts/**', 'tests/**'],
    message:
      'src/ is the browser bundle: it must not import server/, scripts/ or tests/; shared code lives in core/ (DESIGN.md).',
  },
  {
    from: 'core/**',
    forbid: ['src/**', 'server/**', 'scripts/**', 'tests/**'],
    message:
      'core/ is pure code the browser and the server both load: it may import catalog/ and core/, not src/, server/, scripts/ or tests/ (DESIGN.md).',
  },
  {
    from: 'core/**',
    packages: [
      ...['react', 'react-*', '@chakra-ui/*', '@emotion/*', 'framer-motion', '@rjsf/*'],
      ...['node:*', ...builtinModules, 'fastify', '@fastify/*', 'pg', 'nodemailer'],
    ],
    message:
      'core/ is pure code the browser and the server both load: no React or UI packages, no Node-only modules (DESIGN.md).',
  },
  {
    from: 'catalog/**',
    forbid: '**',
    allow: 'catalog/**',
    packages: '**',
    message: 'catalog/ is typed data, the bottom layer: it imports only other catalog/ files (DESIGN.md).',
  },
  {
    from: 'src/features/:feature/**',
    forbid: 'src/features/**',
    allow: 'src/features/:feature/**',
    message:
      'A feature must not import another feature: move what both need to src/components, src/form-engine or src/lib, or compose them in a page (DESIGN.md).',
  },
  {
    from: 'src/lib/**',
    forbid: ['src/components/**', 'src/form-engine/**', 'src/features/**', 'src/pages/**', 'src/app/**'],
    message: `src/lib is the lowest SPA layer: it must not import components, form-engine, features, pages or app (${spaLayers}, DESIGN.md).`,
  },
  {
    from: ['src/components/**', 'src/form-engine/**'],
    forbid: ['src/features/**', 'src/pages/**', 'src/app/**'],
    message: `src/components and src/form-engine must not import features, pages or app (${spaLayers}, DESIGN.md).`,
  },
  {
    from: 'src/features/**',
    forbid: ['src/pages/**', 'src/app/**'],
    message: `src/features must not import pages or app (${spaLayers}, DESIGN.md).`,
  },
  {
    from: 'src/**',
    except: ['src/app/**', 'src/main.tsx', 'src/prerender-entry.tsx'],
    forbid: 'src/app/**',
    message: `Only src/app and the entry (src/main.tsx) import src/app: it is the top layer (${spaLayers}, DESIGN.md).`,
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-prerender/',
      'node_modules/',
      '.parcel-cache/',
      'data/',
      'coverage/',
      'bench-results/',
      'src/form-engine/generated/',
      // Broken on purpose: tests/unit/import-cycles.test.ts lints them and expects the rules to fire.
      'tests/unit/fixtures/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // No import circle (docs/architecture.md "Import rules"): eslint-plugin-import-x's no-cycle
    // follows every import through the TypeScript resolver.
    files: ['{src,server,core,catalog}/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    // no-cycle skips type-only imports; local/no-type-cycle reports the circles that pass through one.
    files: ['{src,server,core,catalog}/**/*.{ts,tsx}'],
    plugins: { cycles: { meta: { name: 'cycles' }, rules: { 'no-type-cycle': noTypeCycle } } },
    rules: { 'cycles/no-type-cycle': ['error', { root: import.meta.dirname }] },
  },
  {
    plugins: { local: localRules },
    rules: { 'local/import-zones': ['error', { root: import.meta.dirname, zones: importZones }] },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: {
        module: 'writable',
        require: 'readonly',
        __dirname: 'readonly',
        structuredClone: 'readonly',
        TextEncoder: 'readonly',
        TextDecoder: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
