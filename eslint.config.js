// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'coverage/**',
      'apps/api/drizzle/**',
      'e2e/.artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The site runs on preact/compat (decision 0008), which lacks React 19's form and
      // resource APIs; a function as <form action> would silently become a GET to its text.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react',
              importNames: ['useActionState', 'useOptimistic', 'use', 'cache', 'Activity'],
              message: 'React 19-only API: not available under preact/compat (decision 0008).',
            },
            {
              name: 'react-dom',
              importNames: [
                'useFormStatus',
                'useFormState',
                'requestFormReset',
                'preload',
                'preinit',
              ],
              message: 'React 19-only API: not available under preact/compat (decision 0008).',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXOpeningElement[name.name='form'] > JSXAttribute[name.name='action'][value.type='JSXExpressionContainer']",
          message:
            'Form actions as functions do not work under preact/compat; handle onSubmit (decision 0008).',
        },
      ],
    },
  },
  {
    // The API is linted with type information: a promise nobody awaits or handles (a write
    // that may still run after its transaction ended, an error that vanishes) fails the build.
    files: ['apps/api/**/*.ts'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // Features reach SQL through stores (apps/api/src/stores) and the public database API
    // (client, schema, transaction); how statements are prepared and sent stays below them.
    files: ['apps/api/src/modules/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='transaction']",
          message: 'Run transactions through transaction() from db/transaction (decision 0025).',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/db/built-once*', '**/db/statement-names*', '**/db/pipelined-client*'],
              message:
                'Database internals: use a store in apps/api/src/stores, or db/client, db/schema and db/transaction (decision 0025).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['bench/**', 'e2e/**', '**/cli/**', '**/*.mjs'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { globals: globals.node },
  },
);
