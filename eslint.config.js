// ESLint: the recommended JavaScript and TypeScript rules over the code we write (generated code is left out).
// `npm test` runs it (`npm run lint`) before the tests.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      // Another build for the bench to measure against (docs/performance.md, BENCH_BEFORE).
      'dist-before/',
      'coverage/',
      'test-artifacts/',
      'data/',
      'src/generated/',
      'web/dist/',
      'packages/client/src/schema.ts',
      'packages/verifier/lib/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      // A leading underscore marks a name that is there for its position or its shape, not to be read.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          caughtErrors: 'none',
          ignoreRestSiblings: true,
        },
      ],
      // An interface that only names a type it extends is how the event data types are declared.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      // Input validation matches control characters on purpose (they are refused).
      'no-control-regex': 'off',
    },
  },
  {
    files: ['web/src/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Tests read untyped JSON answers and reach into values on purpose.
    files: ['test/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
