/**
 * ESLint (flat config), run by `npm run lint` inside `npm test` (issue 13 §4; DESIGN "Imports flow one way").
 *
 * - typescript-eslint's recommended rules and React's hooks rules for all TypeScript;
 * - import boundaries, resolved to real files by eslint-plugin-import's `no-restricted-paths`:
 *   - `domain/`, `engine/`, `schemas/` and `option-lists/` import nothing from `src/` or `server/`;
 *   - `src/` and `server/` never import each other;
 *   - `src/core/`, `src/api/` and `src/components/` import neither a feature nor `src/shell/`; features import no
 *     shell; `src/core/` imports no component; and no import circle in `src/` (`import/no-cycle`);
 *   - a feature folder of `src/features/` imports no other feature (shared pieces go to `src/components`
 *     or `domain/`);
 *   - a server module (`server/modules/<m>/`) reaches another only through its public entry
 *     (`server/modules/<other>/index.ts`), or, for a repository joining its table, its `tables.ts`;
 * - no wall clock in the server: services take the clock they are given (`new Date()` without arguments
 *   and `Date.now()` only in `server/start.ts`).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';

const root = import.meta.dirname;
const subfolders = (dir) =>
  readdirSync(join(root, dir), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

/** Each folder of `dir` may not import a sibling folder (except through `allowed`, globs of entries). */
function siblingZones(dir, message, allowed = []) {
  return subfolders(dir).map((name) => ({
    target: `./${dir}/${name}/**`,
    from: join(root, dir, `!(${name})/**`),
    except: allowed.map((glob) => join(root, glob)),
    message,
  }));
}

const layerZones = [
  ...['domain', 'engine', 'schemas', 'option-lists'].map((layer) => ({
    target: `./${layer}`,
    from: ['./src', './server'],
    message: `${layer}/ is shared by browser and server: it imports nothing from src/ or server/.`,
  })),
  {
    target: './src',
    from: './server',
    message: 'The SPA reaches the server only through the API (contracts in domain/).',
  },
  { target: './server', from: './src', message: 'The server does not import the SPA.' },
  // The SPA's floors and roof (issue 27 "The shell and the floor"): src/shell (routes, layout, pages, the registry,
  // badges) sits on top; src/core (session, feedback, access, the Resource type, the page title), src/api and
  // src/components are the floor every feature stands on, and import neither a feature nor the shell.
  ...['src/core', 'src/api', 'src/components'].map((floor) => ({
    target: `./${floor}`,
    from: ['./src/features', './src/shell'],
    message: `${floor}/ is a floor of the SPA: it imports neither a feature nor the shell.`,
  })),
  {
    target: './src/core',
    from: ['./src/components'],
    message: 'src/core/ is the lowest floor: it imports no shared component.',
  },
  {
    target: './src/features',
    from: './src/shell',
    message: 'A feature does not import the shell (src/shell): what it needs from it belongs in src/core.',
  },
];

const wallClock = [
  {
    selector: "NewExpression[callee.name='Date'][arguments.length=0]",
    message: 'Use the clock the service was given (deps.now()).',
  },
  {
    selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
    message: 'Use the clock the service was given (deps.now()).',
  },
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'test-artifacts/**', 'server/db/migrations/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, import: importPlugin },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...layerZones,
            ...siblingZones(
              'src/features',
              'A feature does not import another feature: move the shared piece to src/components or domain/.',
            ),
            ...siblingZones(
              'server/modules',
              'A server module reaches another only through its public entry (index.ts).',
              // a repository may join a table of another module (tests/server/boundaries.test.ts: only repositories import tables)
              ['server/modules/*/index.ts', 'server/modules/*/tables.ts'],
            ),
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }] },
  },
  {
    files: ['server/**/*.ts'],
    ignores: ['server/start.ts'],
    rules: { 'no-restricted-syntax': ['error', ...wallClock] },
  },
  {
    files: ['tests/**', 'bench/**', 'scripts/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
