/**
 * The import boundaries of eslint.config.js (issue 13 §4, DESIGN "Imports flow one way") fail a deliberate
 * breach: each case lints a small source as if it sat at `filePath` and expects the rule's error, or none.
 */
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
// import/no-cycle needs the linted file on disk (it crashes on a text linted at a path that does not exist); the
// circle check runs over the real tree in `npm run lint`, so these breaches are linted without it.
const eslint = new ESLint({ cwd: root, overrideConfig: { rules: { 'import/no-cycle': 'off' } } });

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, filePath) });
  return result.messages.map((m) => m.ruleId ?? m.message);
}

const cases: { name: string; filePath: string; code: string; rule: string | null }[] = [
  {
    name: 'a feature importing another feature',
    filePath: 'src/features/children/breach.tsx',
    code: "import { APPLY_COLUMNS } from '../applies/apply-columns';\nexport const c = APPLY_COLUMNS;\n",
    rule: 'import/no-restricted-paths',
  },
  {
    name: 'a feature importing a shared component',
    filePath: 'src/features/children/fine.tsx',
    code: "import { ListPage } from '../../components/list-page/list-page';\nexport const c = ListPage;\n",
    rule: null,
  },
  {
    name: 'a feature importing the shell',
    filePath: 'src/features/children/breach.tsx',
    code: "import { RESOURCES } from '../../shell/resources';\nexport const c = RESOURCES;\n",
    rule: 'import/no-restricted-paths',
  },
  {
    name: 'the floor (core) importing a feature',
    filePath: 'src/core/breach.ts',
    code: "import { MEETING_RESOURCES } from '../features/meetings/resources';\nexport const c = MEETING_RESOURCES;\n",
    rule: 'import/no-restricted-paths',
  },
  {
    name: 'a feature importing the floor',
    filePath: 'src/features/children/fine.tsx',
    code: "import { usePageTitle } from '../../core/page-title';\nexport const c = usePageTitle;\n",
    rule: null,
  },
  {
    name: 'domain importing the SPA',
    filePath: 'domain/breach.ts',
    code: "import { getJson } from '../src/api/client';\nexport const c = getJson;\n",
    rule: 'import/no-restricted-paths',
  },
  {
    name: 'the engine importing the server',
    filePath: 'engine/breach.ts',
    code: "import { buildApp } from '../server/app';\nexport const c = buildApp;\n",
    rule: 'import/no-restricted-paths',
  },
  {
    name: 'the SPA importing the server',
    filePath: 'src/components/breach.ts',
    code: "import { buildApp } from '../../server/app';\nexport const c = buildApp;\n",
    rule: 'import/no-restricted-paths',
  },
  {
    name: "a server module reaching into another module's repository",
    filePath: 'server/modules/child/breach.ts',
    code: "import { listDepartments } from '../department/repository';\nexport const c = listDepartments;\n",
    rule: 'import/no-restricted-paths',
  },
  {
    name: 'a server module reaching another through its public entry',
    filePath: 'server/modules/child/fine.ts',
    code: "import { createDepartmentService } from '../department';\nexport const c = createDepartmentService;\n",
    rule: null,
  },
  {
    name: 'a server service reading the wall clock',
    filePath: 'server/modules/child/breach.ts',
    code: 'export const stamp = () => new Date();\n',
    rule: 'no-restricted-syntax',
  },
];

describe('lint boundaries', () => {
  it.each(cases)(
    '$name → $rule',
    async ({ filePath, code, rule }) => {
      const ids = await ruleIds(filePath, code);
      if (rule) expect(ids).toContain(rule);
      else expect(ids).toEqual([]);
    },
    30_000,
  );
});
