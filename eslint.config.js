import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const backendImports = {
  patterns: [
    {
      group: ['firebase', 'firebase/*', '@firebase/*', 'dexie', '**/services/local/*', '**/services/firebase/*'],
      message: 'Only src/services talks to Firebase or the local database: use the service interface (src/services/api.ts).',
    },
  ],
};

// Links and redirects keep the page's language (issue 17): the app's own
// Link, Navigate and useNavigate (src/i18n/navigation.tsx) put /fr before a
// French page's paths; the router's would send a French visitor to English.
const appImports = {
  paths: [
    {
      name: 'react-router-dom',
      importNames: ['Link', 'NavLink', 'Navigate', 'useNavigate', 'redirect'],
      message: "Import Link, Navigate and useNavigate from src/i18n: they keep the page's language.",
    },
  ],
  patterns: backendImports.patterns,
};

// The domain core is plain TypeScript: whatever it imports from a package
// would follow it into both backends, the functions' copies and every test.
const domainImports = {
  patterns: [
    ...backendImports.patterns,
    {
      regex: '^(?!zod/mini$)[^.]',
      message: 'src/domain is the pure core: no React, no SDK, no package but zod/mini (ADR 020). Keep the rule here and the library call in a backend or a hook.',
    },
  ],
};

// ---- Module boundaries (issue 15), held by eslint-plugin-import-x ----------
// Zones name folders; the rule resolves each import to a file and refuses the
// ones that land in a forbidden folder. The feature list is read from disk, so
// a new or renamed feature folder is covered without touching this file.

const features = readdirSync(path.join(import.meta.dirname, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const appCode = ['src/app', 'src/main.tsx', 'src/prerender.tsx'];
const sharedFolders = ['src/lib', 'src/config', 'src/components', 'src/domain', 'src/i18n', 'src/mail'];

const boundaryZones = [
  ...features.map((feature) => ({
    target: `src/features/${feature}`,
    from: 'src/features',
    except: [`./${feature}`],
    message:
      'Features do not import each other: a change to one must not break another. Move what both need into src/components, src/lib or src/domain, or compose them in src/app.',
  })),
  {
    target: sharedFolders,
    from: ['src/features', ...appCode],
    message:
      'src/lib, src/config, src/components, src/domain, src/i18n and src/mail are shared by every feature: they import no feature and no app code, or the layers would depend on each other.',
  },
  {
    target: 'src/domain',
    from: ['src/services', 'src/lib', 'src/components', 'src/i18n', 'src/mail'],
    message: 'src/domain is the core both backends and the UI build on: it imports no service, helper, component or message, only other domain modules.',
  },
];

const importResolver = createNodeResolver({
  extensions: ['.ts', '.tsx', '.d.ts', '.js', '.jsx', '.mjs', '.cjs', '.json'],
  // TypeScript's ESM convention: an import of './x.js' may name x.ts.
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'], '.mjs': ['.mts', '.mjs'] },
  tsconfig: { configFile: path.join(import.meta.dirname, 'tsconfig.app.json'), references: 'auto' },
});

export default tseslint.config(
  // src/paraglide: the message functions Paraglide compiles from messages/ (npm run i18n).
  { ignores: ['dist', 'dist-emulators', 'coverage', 'node_modules', 'functions/lib', 'test-results', 'playwright-report', 'artifacts', 'src/paraglide'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      globals: { ...globals.browser },
    },
    plugins: { 'react-hooks': reactHooks },
    // No rule here needs types: the two that do (no-floating-promises, no-misused-promises) run in
    // oxlint over TypeScript 7 (.oxlintrc.json, docs/decisions/040), in a tenth of the time.
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', backendImports],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [importResolver],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: boundaryZones }],
      // No import cycle: tests/unit/import-graph.test.ts holds that rule, type-only
      // imports included (import-x/no-cycle skipped those and took a third of the
      // lint's time).
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/i18n/**', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', appImports] },
  },
  {
    files: ['src/domain/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', domainImports] },
  },
  {
    // The functions run the server rules (src/domain) over firebase-admin; the
    // client's service layer is not theirs to import, or a client change would
    // ship into the functions' bundle.
    files: ['functions/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src/services', '**/src/services/**'],
              message: 'functions/ imports nothing from src/services: the rules live in src/domain, the shapes in src/domain/model.',
            },
          ],
        },
      ],
    },
  },
  {
    // The service layer is the one place that may import the backends.
    // The rules tests talk to the emulators through @firebase/rules-unit-testing.
    files: ['src/services/**/*.{ts,tsx}', 'tests/contract/**/*.ts', 'tests/setup/**/*.{ts,tsx}', 'tests/builders.ts', 'tests/rules/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // A user's keys without a timer between them: the component tests took half the time
      // (docs/performance.md), and each action is still awaited, effects and all.
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='userEvent'][callee.property.name='setup']:not(:has(Property[key.name='delay']))",
          message: 'userEvent.setup({ delay: null }): a timer between every key doubled the component tests\' time.',
        },
      ],
      'no-restricted-properties': [
        'error',
        {
          object: 'vi',
          property: 'waitFor',
          message:
            "Use Testing Library's waitFor: it honours the suite's asyncUtilTimeout (10 s), while vi.waitFor gives up after 1 s, which a loaded CI machine can exceed.",
        },
      ],
    },
  },
  {
    files: ['*.{js,mjs}', 'scripts/**/*.{js,mjs}', 'bench/**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
