import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const web = './apps/web/src';
const admin = './apps/admin/src';
/** The console's features: each may import shared code, never another feature. */
const adminFeatures = readdirSync(new URL('./apps/admin/src/features', import.meta.url));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/web/public/mockServiceWorker.js',
      '**/graphql-env.d.ts',
      'apps/admin/src/lib/graphql/*-env.d.ts',
      'packages/storefront-api/src/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: [
            '*.config.ts',
            'packages/commerce-core/vitest.config.ts',
            'packages/storefront-backend/vitest.config.ts',
          ],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.browser, ...globals.node },
    },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'mocks/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
    },
  },
  {
    // Shipped code logs only through the error handler (spec 8); scripts and tools may print.
    files: ['**/src/**/*.{ts,tsx}', 'mocks/**/*.ts'],
    rules: { 'no-console': ['error', { allow: ['warn', 'error', 'info'] }] },
  },
  {
    // storefront-backend runs in the browser (the mock host) and in Node: no HTTP framework, no
    // MSW, no SQL driver, no Node built-in. Hosts inject all I/O through the ports.
    files: ['packages/storefront-backend/{src,test}/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...['msw', 'graphql-yoga', 'fastify', 'mercurius', 'pg', 'postgres', 'drizzle-orm'],
            ...['http', 'https', 'fs', 'fs/promises', 'crypto', 'path'],
          ],
          patterns: [
            {
              group: ['node:*', 'msw/*', 'drizzle-orm/*', '@electric-sql/*'],
              message: 'storefront-backend takes its I/O through ports (see its README).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, '@tanstack/query': pluginQuery },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      ...pluginQuery.configs['flat/recommended'][0].rules,
      // The spec asks for an autofocused search input on /search; nothing else autofocuses.
      'jsx-a11y/no-autofocus': 'off',
      // Layers: shared code (components, lib, stores) → features → app. Never the other way.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: `${web}/components`, from: [`${web}/features`, `${web}/app`] },
            { target: `${web}/lib`, from: [`${web}/features`, `${web}/app`, `${web}/components`] },
            {
              target: `${web}/stores`,
              from: [`${web}/features`, `${web}/app`, `${web}/components`],
            },
            { target: `${web}/features`, from: `${web}/app` },
          ],
        },
      ],
    },
  },
  {
    // The staff console: the web app's rules, and features kept apart from one another.
    files: ['apps/admin/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, '@tanstack/query': pluginQuery },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      ...pluginQuery.configs['flat/recommended'][0].rules,
      // Layers: shared code (components, lib, stores) → features → app. Never the other way, and
      // a feature never reaches into another.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: `${admin}/components`, from: [`${admin}/features`, `${admin}/app`] },
            {
              target: `${admin}/lib`,
              from: [`${admin}/features`, `${admin}/app`, `${admin}/components`, `${admin}/stores`],
            },
            {
              target: `${admin}/stores`,
              from: [`${admin}/features`, `${admin}/app`, `${admin}/components`],
            },
            { target: `${admin}/features`, from: `${admin}/app` },
            ...adminFeatures.map((feature) => ({
              target: `${admin}/features/${feature}`,
              from: `${admin}/features`,
              except: [`./${feature}`],
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['**/__tests__/**', '**/*.test.{ts,tsx}', '**/*.spec.ts', '**/e2e/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
);
