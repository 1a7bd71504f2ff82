// Import boundaries (README, "Layout"): contract <- core <- ui <- widgets <- host-app / embed;
// server shares only contract; core has no React; a widget folder never reaches into another.
// A module's tests and stories sit beside it and may use the test kit and other features'
// fixtures; the layering rules hold for the code that ships.
const TESTS_AND_STORIES = '\\.(test|stories)\\.tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'shipped-code-never-imports-tests',
      comment: 'The test kit and fixtures are for tests and stories only.',
      severity: 'error',
      from: { path: '^(packages|host-app)/', pathNot: TESTS_AND_STORIES },
      to: { path: '^tests/' },
    },
    {
      name: 'contract-is-a-leaf',
      comment: 'contract holds types, schemas and constants only: it imports no other layer.',
      severity: 'error',
      from: { path: '^packages/contract/', pathNot: TESTS_AND_STORIES },
      to: {
        path: '^(packages/(core|ui|widgets|embed|server)|host-app)/|@savdo/(core|ui|widgets|embed|server|host-app)',
      },
    },
    {
      name: 'core-has-no-react-or-upper-layers',
      comment: 'core is framework-free: no React, no ui/widgets/embed/host-app, no server.',
      severity: 'error',
      from: { path: '^packages/core/', pathNot: TESTS_AND_STORIES },
      to: {
        path: '^(packages/(ui|widgets|embed|server)|host-app)/|node_modules/(react|react-dom|@nanostores/react|react-i18next|styled-components|@r2wc)/',
      },
    },
    {
      name: 'ui-below-widgets',
      severity: 'error',
      from: { path: '^packages/ui/', pathNot: TESTS_AND_STORIES },
      to: { path: '^(packages/(widgets|embed|server)|host-app)/' },
    },
    {
      name: 'widgets-below-hosts',
      severity: 'error',
      from: { path: '^packages/widgets/', pathNot: TESTS_AND_STORIES },
      to: { path: '^(packages/(embed|server)|host-app)/' },
    },
    {
      name: 'widget-folders-are-independent',
      comment: 'What two widgets share moves down into ui or core.',
      severity: 'error',
      from: { path: '^packages/widgets/src/([^/]+)/', pathNot: TESTS_AND_STORIES },
      to: { path: '^packages/widgets/src/([^/]+)/', pathNot: '^packages/widgets/src/$1/' },
    },
    {
      name: 'server-shares-only-contract',
      severity: 'error',
      from: { path: '^packages/server/', pathNot: TESTS_AND_STORIES },
      to: { path: '^(packages/(core|ui|widgets|embed)|host-app)/' },
    },
    {
      name: 'server-features-meet-at-their-faces',
      comment:
        "A server feature uses another only through that feature's index.ts, its public face " +
        '(decision 0274); platform modules outside features/ stay importable.',
      severity: 'error',
      // A feature's tests set up state across features (a plan, a seeded resource), as above.
      from: { path: '^packages/server/src/features/([^/]+)/', pathNot: TESTS_AND_STORIES },
      to: {
        path: '^packages/server/src/features/[^/]+/',
        pathNot: '^packages/server/src/features/($1/|[^/]+/index\\.ts$)',
      },
    },
    {
      name: 'no-circular',
      comment:
        'No import circles: a circle has no first module to load. A lazy import() runs after ' +
        "both modules have loaded, so it closes no circle: the host app's one page table names " +
        "each page's loader, and a page may read the table (the dashboard's list of sections).",
      severity: 'error',
      from: { path: '^(packages|host-app)/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['dynamic-import'] } },
    },
    {
      name: 'nothing-imports-server-or-hosts',
      severity: 'error',
      from: { path: '^packages/(contract|core|ui|widgets|embed)/', pathNot: TESTS_AND_STORIES },
      to: { path: '^(packages/server|host-app)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)dist/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    preserveSymlinks: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
