import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

const ZOD_NAMESPACE = { selector: "ImportDeclaration[source.value=/^zod/] > ImportSpecifier[imported.name='z']", message: "Use `import * as z from 'zod/mini'` so bundlers can tree-shake zod." }
const PLUGIN_DYNAMIC_IMPORT = { selector: "ImportExpression[source.type!='Literal'], ImportExpression[source.value=/^(?!\\.\\/(?!.*\\.\\.))/]", message: "A plugin's lazy part is a file of its own folder: import('./…')." }
const BARE_ERROR = { selector: 'NewExpression[callee.name=/^(Error|TypeError|RangeError)$/]', message: 'Throw a typed error with a stable code (a BaseError family in src/kernel/errors, or the plugin\'s own), not a bare Error.' }

/** What a plugin may import; the pattern matches (and so refuses) every other module. */
const PLUGIN_IMPORTS_ALLOWED = '^(?!(\\./(?!.*\\.\\.)|gangway/(plugin|ui)$|react$|react/jsx-runtime$|mobx$|mobx-react-lite$|zod/mini$|viem$|viem/[a-z]+$|dayjs$|dayjs/plugin/[a-zA-Z]+$|decimal\\.js$))'

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'demo/dist', 'dashboard/dist', '.data', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // `import { z }` pulls zod's whole namespace (locales included) into the bundle; `import * as z` tree-shakes.
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    rules: { 'no-restricted-syntax': ['error', ZOD_NAMESPACE] },
  },
  {
    // Shipped code throws typed errors with stable codes (src/kernel/errors), never a bare Error.
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'src/test-support/**', '**/*TestKit.ts', '**/*TestKit.tsx', '**/fake*.ts'],
    rules: { 'no-restricted-syntax': ['error', ZOD_NAMESPACE, BARE_ERROR] },
  },
  {
    files: ['src/**/*.tsx', 'src/react/**/*.ts', 'demo/**/*.tsx', 'dashboard/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // The kernel never imports React (DESIGN.md): a headless user never downloads UI code.
    files: ['src/kernel/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['react', 'react-dom', 'react/*', 'react-dom/*', 'mobx-react-lite', '../ui/*', '../../ui/*'], message: 'src/kernel must never import React or UI code.' }] }],
    },
  },
  {
    // The wire contract stands alone: the kit and the reference cloud both import it, it imports neither.
    files: ['src/protocol/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['../**'], message: 'src/protocol imports only zod and its own folder.' }] }],
    },
  },
  {
    // The reference cloud shares the kit's wire contract only (DESIGN.md): frame events, API and chain-data answers.
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/src/**', '!**/src/protocol', '!**/src/protocol/**'], message: 'server/ imports the kit only from src/protocol/.' }] }],
    },
  },
  {
    // A plugin is written as a third party writes one (DESIGN.md, the plugin boundary): the kit only through
    // gangway/plugin and gangway/ui, plus the design card's libraries and its own folder. An allow-list: anything
    // else (the kernel, the kit's views, a parent folder, another package) is refused.
    files: ['src/plugins/**/*.ts', 'src/plugins/**/*.tsx', 'demo/plugins/**/*.ts', 'demo/plugins/**/*.tsx'],
    // A plugin's server/ folder is its author's own backend (it runs on their server, not in the kit).
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'demo/plugins/*/server/**'],
    rules: {
      'no-restricted-syntax': ['error', ZOD_NAMESPACE, BARE_ERROR, PLUGIN_DYNAMIC_IMPORT],
      'no-restricted-imports': ['error', { patterns: [{ regex: PLUGIN_IMPORTS_ALLOWED, message: 'A plugin imports the kit only from gangway/plugin and gangway/ui (and react, mobx, mobx-react-lite, zod, viem, dayjs, decimal.js, its own folder).' }] }],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'test/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
)
