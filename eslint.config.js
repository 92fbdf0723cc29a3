import { readFileSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// The first segments of the web app's paths, read from its route table so the list lives in one place.
const appPathSegments = [
  ...new Set(
    [
      ...readFileSync(new URL('./apps/web/src/routes.ts', import.meta.url), 'utf8').matchAll(/: '\/([a-z][a-z-]*)/g),
    ].map((match) => match[1]),
  ),
].join('|');
// A string that starts like an app path: '/members', `/members/${id}`, '/login?next=…' (\x2F is '/').
const appPath = `/^\\x2F(${appPathSegments})([\\x2F?#]|$)/`;
const appPathMessage = "Build app links with pathTo('route-name', params) from routes.ts, not a literal path.";

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'coverage/**', '.scratch/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        console: 'readonly',
        process: 'readonly',
        Buffer: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        document: 'readonly',
        window: 'readonly',
        navigator: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-console': 'off',
    },
  },
  {
    // Transactions open only through inTransaction (db/transaction.ts), which marks them so that a query
    // on the root handle inside one fails at once instead of deadlocking PGlite's single connection.
    files: ['apps/server/src/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.{ts,mjs}'],
    ignores: ['apps/server/src/db/transaction.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(transaction|startTransaction|connection)$/][arguments.length=0]',
          message: 'Open transactions with inTransaction() from db/transaction.ts.',
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Links are built from route names (routes.ts promises it), so a renamed path changes in one place.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/routes.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `Literal[value=${appPath}]`, message: appPathMessage },
        { selector: `TemplateElement[value.raw=${appPath}]`, message: appPathMessage },
        // The home page '/' as a link target.
        { selector: "JSXAttribute[name.name=/^(to|href)$/] Literal[value='/']", message: appPathMessage },
        { selector: "CallExpression[callee.name='navigate'] > Literal[value='/']", message: appPathMessage },
        {
          selector: "CallExpression[callee.name='navigate'] > LogicalExpression > Literal[value='/']",
          message: appPathMessage,
        },
        // In the same list, as a later entry for this rule would replace it: on Preact autoFocus only writes
        // the attribute, which a browser honours once per page load (decision 032).
        {
          selector: "JSXAttribute[name.name='autoFocus']",
          message: 'Focus an element as it appears with ref={focusOnMount} (lib/focus-on-mount.ts) or form.setFocus.',
        },
      ],
    },
  },
);
