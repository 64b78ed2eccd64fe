import js from '@eslint/js';
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

export default tseslint.config(
  { ignores: ['dist', 'coverage', 'node_modules', 'functions/lib', 'test-results', 'playwright-report', 'artifacts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      globals: { ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', backendImports],
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
