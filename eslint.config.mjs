// The linter guards what the architecture states (docs/architecture.md, "The parts"): an app never
// imports another app (the remotes meet only through @academy/shared and the shell), and a feature
// never imports another feature. Also: one style of type-only import, typescript-eslint's type-checked
// rules on every TypeScript file, and the React Compiler's rules of hooks on the React packages.
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importBoundaries } from './tooling/eslint/importBoundaries.mjs';

/** What a browser test may write, with a reason, where it waits for no element of the page. */
const NOT_A_READINESS_WAIT = /Not a readiness wait: \S/;
const WAIT_INSTEAD =
  'Wait for what the test reads: a web-first assertion (`await expect(locator).toBeVisible()`, `.toHaveText()`, `.toHaveCount()`), ' +
  '`await expect.poll(() => …).toBe(…)`, `page.waitForResponse(…)`, or `contentLoaded(page)`, `animationsDone(locator)`, ' +
  '`nextFrames(page)` from e2e/support/test.ts.';
const UNLESS_SAID =
  'Only where nothing can be waited for (showing that something does not happen), write why on the line above: `// Not a readiness wait: <why>`.';

/**
 * The browser tests' race guard: a fixed wait (`waitForTimeout`) or the network going idle
 * ('networkidle') is no sign that the page shows what a test reads, and on a busy machine the page
 * renders after either. Each is allowed only under a comment that says why it is not used as one.
 */
const raceWaits = {
  meta: {
    type: 'problem',
    docs: { description: 'Browser tests wait for what they read, not for a fixed time or an idle network.' },
    schema: [],
  },
  create(context) {
    const { sourceCode } = context;
    /** Whether the statement holding `node` is under (or ends with) a comment giving the reason. */
    const explained = (node) => {
      let statement = node;
      while (statement.parent && !/(Statement|Declaration)$/.test(statement.type)) statement = statement.parent;
      const comments = [...sourceCode.getCommentsBefore(statement), ...sourceCode.getCommentsAfter(statement)].filter(
        (comment) => comment.loc.start.line >= statement.loc.start.line - 3 && comment.loc.start.line <= statement.loc.end.line,
      );
      return comments.some((comment) => NOT_A_READINESS_WAIT.test(comment.value));
    };
    return {
      'CallExpression > MemberExpression.callee[property.name="waitForTimeout"]'(node) {
        if (!explained(node))
          context.report({ node, message: `A fixed wait races the page: a busy machine outlasts it. ${WAIT_INSTEAD} ${UNLESS_SAID}` });
      },
      'Literal[value="networkidle"]'(node) {
        if (!explained(node))
          context.report({
            node,
            message: `An idle network is not a rendered page: on a busy machine React renders what arrived after it. ${WAIT_INSTEAD} ${UNLESS_SAID}`,
          });
      },
    };
  },
};

export default defineConfig(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/reports/**', '**/coverage/**', '**/test-results/**', '**/.data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // The rules that need types (floating promises, unsafe any, misused promises, …): each file is
    // checked within the tsconfig.json nearest to it.
    files: ['**/*.{ts,tsx,mts,cts}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        // The service worker has a tsconfig of its own (WebWorker, not DOM), which is not the nearest
        // tsconfig.json to it.
        projectService: { allowDefaultProject: ['shell/src/serviceWorker/worker.ts'], defaultProject: 'shell/tsconfig.worker.json' },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // An async function here is deliberate without an await: it implements a Promise-returning
      // interface (the Store over synchronous SQLite, fastify's async hooks, an async key-value
      // storage), where `async` turns a throw into a rejection, or it is React's `act(async () => …)`,
      // which flushes the work the update queued. Dropping `async` would change what those do.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // The React packages: every rule of eslint-plugin-react-hooks' recommended set for its installed
    // version (the rules of hooks, exhaustive deps and the React Compiler's purity, refs, set-state-in-
    // effect, immutability, … rules); a warning fails the lint like an error (--max-warnings 0).
    files: ['{shared,shell,office,mfe-*}/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest']],
    rules: { 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    plugins: { 'import-x': importX, local: { rules: { 'import-boundaries': importBoundaries } } },
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
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // The browser tests and their helpers: no race with the page they read.
    files: ['e2e/**/*.{ts,mts,cts,js,mjs,cjs}'],
    plugins: { e2e: { rules: { 'race-waits': raceWaits } } },
    rules: { 'e2e/race-waits': 'error' },
  },
  {
    // The contracts run in the API, the build and every page: plain TypeScript and zod, no React or browser API.
    files: ['contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!zod$|\\.)', message: '@academy/contracts depends on zod only.' }] }],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    rules: {
      // Tests read the build's own CommonJS helpers (tooling/*/*.js), which have no types to import.
      '@typescript-eslint/no-require-imports': 'off',
      // An expected value holds jest's asymmetric matchers (expect.any, expect.objectContaining,
      // expect.stringMatching, …), which @types/jest types as `any`: each would be an "unsafe
      // assignment" into the object that describes what the server or the page received.
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
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
