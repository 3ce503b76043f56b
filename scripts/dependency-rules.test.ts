import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, violationsOf, workspaces } from './dependency-rules.ts';

const workspace = (name: string) => {
  const found = workspaces.find((w) => w.name === name);
  if (!found) throw new Error(name);
  return found;
};
const inside = (dir: string) => (specifier: string) => `${dir}/src/${specifier.replace(/^\.\//, '')}`;

describe('dependency direction', () => {
  it('reads static, type-only, re-export, side-effect and dynamic imports', () => {
    const source = `import a from 'a';\nimport type { B } from "b";\nexport * from './c.ts';\nimport 'd.css';\nconst e = await import('e');`;
    expect(importsOf(source)).toEqual(['a', 'b', './c.ts', 'd.css', 'e']);
  });

  it('forbids @factory/ui from importing screens, api or mocks', () => {
    const ui = workspace('@factory/ui');
    const problems = violationsOf(
      ui,
      'packages/ui/src/X.tsx',
      `import { A } from '@factory/screens';\nimport '@factory/api';`,
      inside('packages/ui'),
    );
    expect(problems).toHaveLength(2);
  });

  it('keeps query keys in the query modules (one owner per server resource)', () => {
    const screens = workspace('@factory/screens');
    const screenFile = 'packages/screens/src/admin/users/UsersScreen.tsx';
    const check = (file: string, code: string) => violationsOf(screens, file, code, inside('packages/screens'));
    expect(check(screenFile, `useQuery({ queryKey: ['admin', 'areas'], queryFn })`)).toHaveLength(1);
    expect(check(screenFile, `queryClient.invalidateQueries([ 'x' ])`)).toHaveLength(1);
    expect(check(screenFile, `queryClient.setQueryData<Filter>(['filters', 1], f)`)).toHaveLength(1);
    expect(
      check(screenFile, `useQuery(areaQueries.list(params)); qc.setQueryData(productQuery(id).queryKey, p)`),
    ).toEqual([]);
    expect(check('packages/screens/src/queries/areas.ts', `queryOptions({ queryKey: ['areas', 'whole'] })`)).toEqual(
      [],
    );
  });

  it('lets a screen area reach another only through its public entry', () => {
    const screens = workspace('@factory/screens');
    const from = (file: string, code: string) =>
      violationsOf(screens, `packages/screens/src/${file}`, code, (specifier) =>
        path.posix.join(path.posix.dirname(`packages/screens/src/${file}`), specifier),
      );
    expect(
      from('admin/categories/X.tsx', `import { ProductGrid } from '../../catalog/parts/ProductGrid.tsx';`),
    ).toEqual([
      'packages/screens/src/admin/categories/X.tsx: reaches into catalog; import its public entry catalog/index.ts',
    ]);
    expect(from('admin/roles/X.tsx', `import { A } from '../permissions/PermissionSwitches.tsx';`)).toHaveLength(1);
    expect(from('admin/roles/X.tsx', `import { A } from '../permissions/index.ts';`)).toEqual([]);
    expect(
      from('admin/roles/X.tsx', `import { A } from '../generic/controllers.ts';\nimport '../../shared/index.ts';`),
    ).toEqual([]);
    expect(from('admin/roles/X.tsx', `import { A } from './RoleForm.tsx';`)).toEqual([]);
    expect(from('admin/index.ts', `export { A } from './roles/RolesScreens.tsx';`)).toEqual([]);
    expect(from('admin/roles/X.stories.tsx', `import { A } from '../users/UsersScreens.tsx';`)).toEqual([]);
  });

  it('forbids React in @factory/api', () => {
    const api = workspace('@factory/api');
    expect(
      violationsOf(api, 'packages/api/src/x.ts', `import { useState } from 'react';`, inside('packages/api')),
    ).toHaveLength(1);
    expect(violationsOf(api, 'packages/api/src/x.ts', `import { z } from 'zod/mini';`, inside('packages/api'))).toEqual(
      [],
    );
  });

  it('lets screens use ui and api, and mocks only in stories and tests', () => {
    const screens = workspace('@factory/screens');
    const code = `import { Button } from '@factory/ui';\nimport { getProducts } from '@factory/api';\nimport { handlers } from '@factory/mocks';`;
    expect(violationsOf(screens, 'packages/screens/src/P/P.tsx', code, inside('packages/screens'))).toEqual([
      'packages/screens/src/P/P.tsx: @factory/screens must not import @factory/mocks',
    ]);
    expect(violationsOf(screens, 'packages/screens/src/P/P.stories.tsx', code, inside('packages/screens'))).toEqual([]);
  });

  it('forbids a relative import that leaves the workspace', () => {
    const ui = workspace('@factory/ui');
    const resolve = () => 'packages/screens/src/Landing.tsx';
    expect(violationsOf(ui, 'packages/ui/src/X.tsx', `import '../../screens/src/Landing.tsx';`, resolve)).toHaveLength(
      1,
    );
  });
});
