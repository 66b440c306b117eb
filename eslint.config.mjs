// The linter guards what the architecture states (docs/architecture.md, "The parts"): an app never
// imports another app (the remotes meet only through @academy/shared and the shell), and a feature
// never imports another feature. Also: one style of type-only import, and the rules of hooks.
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importBoundaries } from './tooling/eslint/importBoundaries.mjs';

export default defineConfig(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/reports/**', '**/coverage/**', '**/test-results/**', '**/.data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX, local: { rules: { 'import-boundaries': importBoundaries } } },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['*/tsconfig.json'], noWarnOnMultipleProjects: true })],
    },
    rules: {
      // No module imports itself through others: a loop makes load order matter and hides layering.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'local/import-boundaries': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { prefer: 'type-imports', fixStyle: 'separate-type-imports' }],
      // `import type { A }`, never `import { type A }`: one way to write a type-only import.
      'no-restricted-syntax': [
        'error',
        { selector: 'ImportSpecifier[importKind="type"]', message: 'Import types with `import type { … }` on a line of its own.' },
      ],
      // The input rules (contracts/src/rules/characters.ts, the API's checks and their tests) match
      // control, invisible and combining characters on purpose.
      'no-control-regex': 'off',
      'no-misleading-character-class': 'off',
      // A declaration file of images is referenced by path where it is needed.
      '@typescript-eslint/triple-slash-reference': ['error', { path: 'always', types: 'prefer-import', lib: 'always' }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // The contracts run in the API, the build and every page: plain TypeScript and zod, no React or browser API.
    files: ['contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!zod$|\\.)', message: '@academy/contracts depends on zod only.' }] }],
    },
  },
  {
    // Tests read the build's own CommonJS helpers (tooling/*/*.js), which have no types to import.
    files: ['**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Playwright fixtures call `use`, which is not React's.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Build, server and test scripts in plain JavaScript run in Node.
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.jest, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
);
