import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Another feature or module only through its folder's index.ts. */
const throughPublicEntry = {
  regex: '^\\.\\./(?!\\.\\.)[^/]+/(?!index$)',
  message: 'Another feature is used through its public entry: import from "../<feature>", its index.ts.',
};
/** Never into the named app, by package name or by path. */
const notInto = (pkg, app) => ({
  group: [pkg, `${pkg}/*`, `**/${app}/src/**`, `**/apps/${app}/**`],
  message: `The ${app === 'api' ? 'API' : 'web app'} is not imported from here: shared code lives in @app/domain.`,
});
const restrictImports = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      '**/coverage/**',
      'apps/api/drizzle/**',
      '**/.data*/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // Import boundaries: a feature (web) or module (api) is entered through its folder's index, the
  // apps depend on the domain and never the other way (circles: scripts/import-cycles.mjs). One
  // no-restricted-imports per file set (a later setting replaces an earlier one).
  {
    files: ['packages/domain/**/*.ts'],
    rules: restrictImports(notInto('@app/api', 'api'), notInto('@app/web', 'web')),
  },
  {
    files: ['apps/api/src/modules/**/*.ts'],
    rules: restrictImports(notInto('@app/web', 'web'), throughPublicEntry),
  },
  {
    files: ['apps/api/**/*.ts'],
    ignores: ['apps/api/src/modules/**'],
    rules: restrictImports(notInto('@app/web', 'web')),
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: restrictImports(notInto('@app/api', 'api'), throughPublicEntry),
  },
  {
    // The end-to-end suite seeds its database through the API's schema: it alone may reach in.
    files: ['apps/web/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/features/**', 'apps/web/e2e/**'],
    rules: restrictImports(notInto('@app/api', 'api')),
  },
);
