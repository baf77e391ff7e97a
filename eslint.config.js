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
 * server/ has feature folders and shared folders. A feature is one part of the API, registered by
 * server/app.ts (the composition root) as one Fastify plugin: the intake (POST /api/forms), the
 * owner's inbox (with the conversation and the quotes), the editing of the site's texts (content/,
 * registered by app.ts inside the owner's plugin, behind the same sign-in), the customer's page, the
 * order-status lookup, the nightly backups and health (/api/health, /api/ready). Shared folders are the
 * services and helpers features use: http/ (errors, body reading, rate limits, same-origin check),
 * forms/ (form files, registry, texts, validators), files/ (file stores, uploads), notify/ (the
 * e-mails and their sender), store/, quotes/ (a quote's digest and view, for the owner and the
 * customer), messages/ (a conversation message with its uploads), links/ (the customer's link
 * tokens, minted as e-mails leave), pages/ (rendering the pages again with the owner's texts),
 * gang-sheets/ (print files, the jobs' worker) and uploads/ (the resumable uploads' tus server);
 * the files in server/ itself (config, health, security headers, the SPA's routes…) are shared too,
 * except app.ts and main.ts, which assemble and start the whole. Features never import each other;
 * shared code never imports a feature.
 */
const serverFeatures = [
  'intake',
  'owner',
  'content',
  'form-editing',
  'customer',
  'status',
  'backup',
  'health',
];
const serverShared = [
  'http',
  'forms',
  'files',
  'notify',
  'store',
  'quotes',
  'messages',
  'links',
  'pages',
  'gang-sheets',
  'uploads',
];

/**
 * Which folder may import which (docs/architecture.md "The import rules"). Paths are relative to this file; the first zone an
 * import breaks is the one reported. Syntax: eslint-rules/import-zones.js.
 */
const importZones = [
  {
    from: 'server/**',
    forbid: 'src/**',
    message: 'server/ must not import src/: move code both sides need to core/ (docs/architecture.md).',
  },
  {
    from: 'src/**',
    forbid: ['server/**', 'scripts/**', 'tests/**'],
    message:
      'src/ is the browser bundle: it must not import server/, scripts/ or tests/; shared code lives in core/ (docs/architecture.md).',
  },
  {
    from: 'core/**',
    forbid: ['src/**', 'server/**', 'scripts/**', 'tests/**'],
    message:
      'core/ is pure code the browser and the server both load: it may import catalog/ and core/, not src/, server/, scripts/ or tests/ (docs/architecture.md).',
  },
  {
    from: 'core/**',
    packages: [
      ...['react', 'react-*', '@chakra-ui/*', '@emotion/*', 'framer-motion', '@rjsf/*'],
      ...['node:*', ...builtinModules, 'fastify', '@fastify/*', 'pg', 'nodemailer'],
    ],
    message:
      'core/ is pure code the browser and the server both load: no React or UI packages, no Node-only modules (docs/architecture.md).',
  },
  {
    from: 'catalog/**',
    forbid: '**',
    allow: 'catalog/**',
    packages: '**',
    message:
      'catalog/ is typed data, the bottom layer: it imports only other catalog/ files (docs/architecture.md).',
  },
  ...serverFeatures.map((feature) => ({
    from: `server/${feature}/**`,
    forbid: serverFeatures.filter((other) => other !== feature).map((other) => `server/${other}/**`),
    message: `A feature folder of server/ (${serverFeatures.join(', ')}) must not import another: move what both need to a shared folder (${serverShared.join(', ')}), or wire them together in server/app.ts (docs/architecture.md).`,
  })),
  {
    from: [...serverShared.map((folder) => `server/${folder}/**`), 'server/*.ts'],
    except: ['server/app.ts', 'server/main.ts'],
    forbid: serverFeatures.map((feature) => `server/${feature}/**`),
    message: `Shared server code (${serverShared.join(', ')} and the files in server/) must not import a feature folder (${serverFeatures.join(', ')}): only server/app.ts assembles features (docs/architecture.md).`,
  },
  {
    from: 'src/features/:feature/**',
    forbid: 'src/features/**',
    allow: 'src/features/:feature/**',
    message:
      'A feature must not import another feature: move what both need to src/components, src/form-engine or src/lib, or compose them in a page (docs/architecture.md).',
  },
  {
    from: 'src/lib/**',
    forbid: ['src/components/**', 'src/form-engine/**', 'src/features/**', 'src/pages/**', 'src/app/**'],
    message: `src/lib is the lowest SPA layer: it must not import components, form-engine, features, pages or app (${spaLayers}, docs/architecture.md).`,
  },
  {
    from: ['src/components/**', 'src/form-engine/**'],
    forbid: ['src/features/**', 'src/pages/**', 'src/app/**'],
    message: `src/components and src/form-engine must not import features, pages or app (${spaLayers}, docs/architecture.md).`,
  },
  {
    from: 'src/features/**',
    forbid: ['src/pages/**', 'src/app/**'],
    message: `src/features must not import pages or app (${spaLayers}, docs/architecture.md).`,
  },
  {
    from: 'src/**',
    except: ['src/app/**', 'src/main.tsx', 'src/prerender-entry.tsx'],
    forbid: 'src/app/**',
    message: `Only src/app and the entry (src/main.tsx) import src/app: it is the top layer (${spaLayers}, docs/architecture.md).`,
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
      'tests/unit/fixtures/import-cycles/',
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
    // No import circle (docs/architecture.md "The import rules"): eslint-plugin-import-x's no-cycle
    // follows every import through the TypeScript resolver.
    files: ['{src,server,core,catalog}/**/*.{ts,tsx}', 'tests/unit/fixtures/import-cycles/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    // no-cycle skips type-only imports; local/no-type-cycle reports the circles that pass through one.
    files: ['{src,server,core,catalog}/**/*.{ts,tsx}', 'tests/unit/fixtures/import-cycles/**/*.ts'],
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
