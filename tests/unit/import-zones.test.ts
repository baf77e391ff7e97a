/**
 * The import rules of docs/architecture.md, as eslint.config.js's `local/import-zones` enforces it: small
 * snippets linted at made-up paths with the real config. ESLint loads its config with `import()`,
 * which Jest's CommonJS sandbox refuses, so one plain Node process runs ESLint's API for all cases.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

interface Case {
  filePath: string;
  code: string;
}
interface Reported {
  ruleId: string | null;
  message: string;
  line: number;
  fatal?: boolean;
}

const root = path.resolve(__dirname, '../..');

const lintInNode = `
  import { ESLint } from 'eslint';
  const cases = JSON.parse(await new Response(process.stdin).text());
  // The import circles have a test of their own (import-cycles.test.ts); followed from a snippet at
  // src/main.tsx, they would walk the whole SPA.
  const eslint = new ESLint({
    cwd: process.cwd(),
    overrideConfigFile: 'eslint.config.js',
    overrideConfig: { rules: { 'import-x/no-cycle': 'off', 'cycles/no-type-cycle': 'off' } },
  });
  const results = [];
  for (const { filePath, code } of cases) {
    const [result] = await eslint.lintText(code, { filePath, warnIgnored: true });
    results.push(result.messages.map(({ ruleId, message, line, fatal }) => ({ ruleId, message, line, fatal })));
  }
  process.stdout.write(JSON.stringify(results));
`;

function lintAll(cases: Case[]): Reported[][] {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', lintInNode], {
    cwd: root,
    input: JSON.stringify(cases),
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`ESLint failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as Reported[][];
}

const messages = {
  server: 'server/ must not import src/',
  browser: 'src/ is the browser bundle',
  corePaths: 'core/ is pure code the browser and the server both load: it may import catalog/',
  corePackages: 'core/ is pure code the browser and the server both load: no React',
  catalog: 'catalog/ is typed data',
  feature: 'A feature must not import another feature',
  lib: 'src/lib is the lowest SPA layer',
  shared: 'src/components and src/form-engine must not import features, pages or app',
  features: 'src/features must not import pages or app',
  app: 'Only src/app and the entry (src/main.tsx) import src/app',
  serverFeature:
    'A feature folder of server/ (intake, owner, content, form-editing, customer, status, backup, health) must not import another',
  serverShared: 'Shared server code (http, forms, files, notify, store, quotes, messages, links, pages',
};

/** [what, file, code, the message of each import expected to be reported, in order]. */
const forbidden: [string, string, string, string[]][] = [
  [
    'server imports the SPA',
    'server/x.ts',
    "import { routes } from '../src/app/routes.tsx';",
    [messages.server],
  ],
  [
    'a server feature imports another',
    'server/customer/x.ts',
    "import { ownerPlugin } from '../owner/owner-plugin.ts';\nexport { ownerPlugin };",
    [messages.serverFeature],
  ],
  [
    "the owner's folder imports the content feature",
    'server/owner/x.ts',
    "import { contentRoutes } from '../content/content-routes.ts';\nexport { contentRoutes };",
    [messages.serverFeature],
  ],
  [
    'a server feature imports a type, re-exports and imports dynamically from others',
    'server/intake/x.ts',
    [
      "import type { CustomerOptions } from '../customer/customer-routes.ts';",
      "export { statusRoutes } from '../status/status-routes.ts';",
      "export const later = () => import('../backup/backup-plugin.ts');",
      'export type { CustomerOptions };',
    ].join('\n'),
    [messages.serverFeature, messages.serverFeature, messages.serverFeature],
  ],
  [
    'a shared server folder imports a feature',
    'server/http/x.ts',
    "import { intakePlugin } from '../intake/intake-plugin.ts';\nexport { intakePlugin };",
    [messages.serverShared],
  ],
  [
    'a shared file in server/ imports a feature',
    'server/health-x.ts',
    "import type { OwnerOptions } from './owner/owner-plugin.ts';\nexport type { OwnerOptions };",
    [messages.serverShared],
  ],
  [
    'server imports a type from the SPA',
    'server/intake/x.ts',
    "import type { FormDefinition } from '../../src/form-engine/types.ts';",
    [messages.server],
  ],
  [
    'server re-exports, imports dynamically and requires the SPA',
    'server/x.ts',
    [
      "export { encode } from '../src/form-engine/encoder.ts';",
      "export * from '../src/lib/languages.ts';",
      "export const later = () => import('../src/lib/i18n.ts');",
      "const required = require('../src/lib/theme.ts');",
      "import legacy = require('../src/lib/csp-nonce.ts');",
      "export type Routes = typeof import('../src/app/routes.tsx');",
      'export { required, legacy };',
    ].join('\n'),
    Array(6).fill(messages.server),
  ],
  [
    'the SPA imports the server',
    'src/pages/owner/x.ts',
    "import type { Store } from '../../../server/store/types.ts';",
    [messages.browser],
  ],
  [
    'a feature imports another feature',
    'src/features/dtf-order/x.ts',
    "import { y } from '../website-configurator/y.ts';",
    [messages.feature],
  ],
  [
    'a component imports the app',
    'src/components/x.ts',
    "import { z } from '../app/z.ts';",
    [messages.shared],
  ],
  [
    'the form engine imports a page',
    'src/form-engine/x.ts',
    "import { contactPage } from '../pages/contact/contact-page.tsx';",
    [messages.shared],
  ],
  [
    'a component imports a feature',
    'src/components/catalog/x.tsx',
    "import { DtfOrder } from '../../features/dtf-order/dtf-order.tsx';",
    [messages.shared],
  ],
  [
    'lib imports a component',
    'src/lib/x.ts',
    "import { PageHero } from '../components/page-hero.tsx';",
    [messages.lib],
  ],
  [
    'a feature imports a page',
    'src/features/chat-widget/x.ts',
    "import { ContactPage } from '../../pages/contact/contact-page.tsx';",
    [messages.features],
  ],
  [
    'a page imports the app',
    'src/pages/home/x.ts',
    "import { Layout } from '../../app/layout/layout.tsx';",
    [messages.app],
  ],
  [
    'core imports Node and React',
    'core/x.ts',
    [
      "import { readFileSync } from 'node:fs';",
      "import path from 'path';",
      "import { useState } from 'react';",
      "import { createRoot } from 'react-dom/client';",
      'export { readFileSync, path, useState, createRoot };',
    ].join('\n'),
    Array(4).fill(messages.corePackages),
  ],
  [
    'core imports the SPA and the build scripts',
    'core/forms/x.ts',
    [
      "import { i18n } from '../../src/lib/i18n.ts';",
      "import { validatorSources } from '../../scripts/form-build/validator-sources.ts';",
      'export { i18n, validatorSources };',
    ].join('\n'),
    [messages.corePaths, messages.corePaths],
  ],
  [
    'the catalogue imports core and a package',
    'catalog/x.ts',
    [
      "import type { paths } from '../core/routes/paths.ts';",
      "import { z } from 'zod';",
      'export type P = typeof paths;',
      'export { z };',
    ].join('\n'),
    [messages.catalog, messages.catalog],
  ],
];

const allowed: [string, string, string][] = [
  [
    'a feature imports its own files',
    'src/features/dtf-order/x.ts',
    [
      "import { loadCart } from './cart-storage.ts';",
      "import { preflight } from '../dtf-order/preflight.ts';",
      "import { DtfOrder } from '../../features/dtf-order/dtf-order.tsx';",
      'export { loadCart, preflight, DtfOrder };',
    ].join('\n'),
  ],
  [
    'a feature imports the layers below it, core and the catalogue',
    'src/features/website-configurator/x.ts',
    [
      "import { FormRunner } from '../../form-engine/form-runner.tsx';",
      "import { PageHero } from '../../components/page-hero.tsx';",
      "import { i18n } from '../../lib/i18n.ts';",
      "import { websiteTotal } from '../../../core/pricing/website-total.ts';",
      "import { websitePackages } from '../../../catalog/digital-marketing.ts';",
      "import { Box } from '@chakra-ui/react';",
      'export { FormRunner, PageHero, i18n, websiteTotal, websitePackages, Box };',
    ].join('\n'),
  ],
  [
    'a page imports features',
    'src/pages/dtf/x.tsx',
    [
      "import { DtfOrder } from '../../features/dtf-order/dtf-order.tsx';",
      "import { ChatWidget } from '../../features/chat-widget/chat-widget.tsx';",
      'export { DtfOrder, ChatWidget };',
    ].join('\n'),
  ],
  [
    'a component imports the form engine',
    'src/components/catalog/x.tsx',
    "export { FormRunner } from '../../form-engine/form-runner.tsx';",
  ],
  [
    'the app and the entry import the app and pages',
    'src/main.tsx',
    "import { routes } from './app/routes.tsx';\nexport const later = () => import('./pages/home/home-page.tsx');\nexport { routes };",
  ],
  ['the app imports a page', 'src/app/x.ts', "export { HomePage } from '../pages/home/home-page.tsx';"],
  [
    'the server imports core, the catalogue, Node and packages',
    'server/intake/x.ts',
    [
      "import { asFormDefinition } from '../../core/forms/form-definition.ts';",
      "import { dtfSizes } from '../../catalog/dtf.ts';",
      "import { readFileSync } from 'node:fs';",
      "import Fastify from 'fastify';",
      "import { helper } from '../store/types.ts';",
      'export { asFormDefinition, dtfSizes, readFileSync, Fastify, helper };',
    ].join('\n'),
  ],
  [
    'a server feature imports shared folders and its own files',
    'server/owner/x.ts',
    [
      "import { fieldError } from '../http/intake-error.ts';",
      "import { loadFormTexts } from '../forms/form-texts.ts';",
      "import { quoteView } from '../quotes/quote-view.ts';",
      "import { replyUnavailable } from '../unavailable.ts';",
      "import type { Services } from '../services.ts';",
      "import { ownerPlugin } from './owner-plugin.ts';",
      'export { fieldError, loadFormTexts, quoteView, replyUnavailable, ownerPlugin };',
      'export type { Services };',
    ].join('\n'),
  ],
  [
    'the composition root imports every feature',
    'server/app.ts',
    [
      "import { intakePlugin } from './intake/intake-plugin.ts';",
      "import { ownerPlugin } from './owner/owner-plugin.ts';",
      "import { customerPlugin } from './customer/customer-plugin.ts';",
      'export { intakePlugin, ownerPlugin, customerPlugin };',
    ].join('\n'),
  ],
  [
    'core imports core and the catalogue',
    'core/pricing/x.ts',
    "import { dtfSizes } from '../../catalog/dtf.ts';\nimport { paths } from '../routes/paths.ts';\nexport { dtfSizes, paths };",
  ],
  ['the catalogue imports the catalogue', 'catalog/x.ts', "export { megaMenus } from './menus.ts';"],
  [
    'tests import anything',
    'tests/unit/x.ts',
    "import { routes } from '../../src/app/routes.tsx';\nimport { buildApp } from '../../server/app.ts';\nexport { routes, buildApp };",
  ],
];

const results = (() => {
  let linted: Reported[][] | undefined;
  return () =>
    (linted ??= lintAll([...forbidden, ...allowed].map(([, filePath, code]) => ({ filePath, code }))));
})();

const zoneReports = (reported: Reported[]) =>
  reported.filter(({ ruleId }) => ruleId === 'local/import-zones');

describe('the import zones (docs/architecture.md)', () => {
  it('parses every snippet', () => {
    expect(
      results()
        .flat()
        .filter(({ fatal }) => fatal),
    ).toEqual([]);
  });

  it.each(forbidden.map(([what, file, , expected], index) => [what, file, expected, index] as const))(
    'report when %s (%s)',
    (_what, _file, expected, index) => {
      const reports = zoneReports(results()[index]);
      expect(reports).toHaveLength(expected.length);
      reports.forEach(({ message }, at) => expect(message).toContain(expected[at]));
    },
  );

  it.each(allowed.map(([what, file], index) => [what, file, forbidden.length + index] as const))(
    'allow it when %s (%s)',
    (_what, _file, index) => {
      expect(zoneReports(results()[index])).toEqual([]);
    },
  );

  it('say why, pointing at docs/architecture.md', () => {
    const reports = results().slice(0, forbidden.length).flatMap(zoneReports);
    for (const { message } of reports) expect(message).toMatch(/\(.*docs\/architecture\.md\)\.$/);
  });
});
