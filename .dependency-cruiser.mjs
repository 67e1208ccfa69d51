// The import rules of the architecture, checked on every `npm run lint` (and so `npm test`).
// Imports point one way: apps -> packages, cashier -> contracts, server -> contracts; analytics
// takes only types from contracts; nothing reaches into apps/ from outside but through a
// `./testing` export; no cycles between the folders of a package. See docs/decisions/029-import-rules-checked-by-dependency-cruiser.md.

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'packages-never-import-apps',
      comment: 'A package is used by apps; it must not depend on one.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'outside-reaches-apps-through-testing',
      comment:
        'bench/ and e2e/ reach an app only through its `./testing` export (@playfront/server/testing), ' +
        'so the app can move its modules without breaking them.',
      severity: 'error',
      from: { path: '^(bench|e2e)/' },
      to: { path: '^apps/', pathNot: '^apps/[^/]+/(src|app)/testing\\.ts$' },
    },
    {
      name: 'apps-do-not-import-each-other',
      comment: 'The server serves the site from its build at run time; neither imports the other’s code.',
      severity: 'error',
      from: { path: '^apps/([^/]+)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'contracts-depend-on-no-workspace',
      comment: 'contracts is the vocabulary every side shares; it depends on none of them.',
      severity: 'error',
      from: { path: '^packages/contracts/' },
      to: { path: '^(packages/(analytics|cashier)|apps)/' },
    },
    {
      name: 'cashier-depends-only-on-contracts',
      comment: 'The cashier is embedded on its own; the analytics SDK is the host page’s business.',
      severity: 'error',
      from: { path: '^packages/cashier/' },
      to: { path: '^packages/analytics/' },
    },
    {
      name: 'analytics-takes-only-types-from-contracts',
      comment:
        'The analytics SDK ships no runtime dependency (decision 003): from contracts it imports types ' +
        'only, but for the dependency-free rules and user-agent modules it shares with the collector ' +
        '(decisions 030, 045).',
      severity: 'error',
      from: { path: '^packages/analytics/src/' },
      to: {
        path: '^packages/contracts/',
        pathNot: '^packages/contracts/src/analytics/(rules|user-agent)\\.ts$',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'contracts-analytics-rules-import-nothing',
      comment:
        'The analytics SDK bundles contracts/src/analytics/rules.ts into every page (decision 030): ' +
        'anything it imported would ship to browsers and count against the 3 KB budget.',
      severity: 'error',
      from: { path: '^packages/contracts/src/analytics/(rules|user-agent)\\.ts$' },
      to: { dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'contracts-vocabulary-loads-no-typebox',
      comment:
        'The root entry of contracts is the dependency-free vocabulary browsers load (decision 037): ' +
        'TypeBox is imported only by the `*.schema.ts` modules the `./schemas` entry gathers.',
      severity: 'error',
      from: {
        path: '^packages/contracts/src/',
        pathNot: '(\\.schema\\.ts|^packages/contracts/src/schemas\\.ts)$',
      },
      to: { path: '(^|/)node_modules/typebox/' },
    },
    {
      name: 'contracts-vocabulary-takes-only-types-from-schemas',
      comment:
        'A vocabulary module may name a type derived from a schema, never load one: that would bring ' +
        'TypeBox back into the root entry (decision 037).',
      severity: 'error',
      from: {
        path: '^packages/contracts/src/',
        pathNot: '(\\.schema\\.ts|^packages/contracts/src/schemas\\.ts)$',
      },
      to: {
        path: '(\\.schema\\.ts|^packages/contracts/src/schemas\\.ts)$',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'browser-code-never-imports-contracts-schemas',
      comment:
        'The TypeBox schemas are for the server (decision 037); the browser packages and apps use the ' +
        'vocabulary and field rules only.',
      severity: 'error',
      from: {
        path: '^(packages/cashier/src|packages/analytics/src|apps/web/app|apps/backoffice/src)/',
        pathNot: '\\.test\\.tsx?$',
      },
      to: {
        path: '^packages/contracts/src/(schemas\\.ts|.*\\.schema\\.ts)$',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'analytics-depends-on-no-other-workspace',
      severity: 'error',
      from: { path: '^packages/analytics/' },
      to: { path: '^(packages/cashier|apps)/' },
    },
    {
      name: 'no-folder-cycles-in-a-package',
      comment: 'Two folders of a package that import each other are one folder in two places.',
      severity: 'error',
      scope: 'folder',
      // Known cycles, each to go with the restructuring that removes it (the one-source-of-truth
      // issue): the cashier's React folders once the CashierSession core owns the widget's state,
      // contracts' players <-> payments once contracts split into vocabulary, schemas and rules.
      // A cycle anywhere else fails.
      from: {
        path: '^(packages|apps)/',
        pathNot: [
          '^packages/cashier/src/react/(cashier|i18n|methods|outcomes|fields|fast-deposit|routes)$',
          '^packages/contracts/src/(players|payments)$',
        ],
      },
      to: { circular: true },
    },
    // component workshop (decision 062)
    {
      name: 'nothing-ships-the-workshop',
      comment:
        'The component workshop (workshop/) is a tool: no package or app imports it, so none of it ' +
        'reaches the player site, the console or a published package.',
      severity: 'error',
      from: { path: '^(packages|apps)/' },
      to: { path: '^workshop/' },
    },
    {
      name: 'workshop-uses-the-public-surface',
      comment:
        'Stories draw what an embedder gets: the packages by name, through their exports, never ' +
        'their files by a relative path.',
      severity: 'error',
      from: { path: '^workshop/' },
      to: { path: '^(packages|apps)/', dependencyTypesNot: ['aliased-workspace'] },
    },
  ],
  options: {
    // Tests are leaves: a test beside its module may use test helpers without making a folder
    // cycle, and what tests import is not the architecture.
    doNotFollow: {
      path: ['node_modules', '\\.test\\.tsx?$', '\\.test-d\\.ts$', '^(apps|packages)/[^/]+/test/'],
    },
    exclude: {
      path: [
        // TypeBox stays in the graph (not followed) so that the contracts rule on it can see it.
        '(^|/)node_modules/(?!typebox/)',
        '(^|/)dist/',
        '(^|/)\\.wireit/',
        '^apps/web/build/',
        '^apps/web/\\.react-router/',
        '\\.gen\\.ts$',
      ],
    },
    // Type-only imports are dependencies too, marked as such for the analytics rule.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      // Workspaces resolve to their TypeScript sources, as tests and the server do.
      conditionNames: ['@playfront/source', 'import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
