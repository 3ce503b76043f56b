import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const { nodeProblem } = createRequire(import.meta.url)('./require-node.cjs') as {
  nodeProblem: (version: string, range: string) => string | null;
};

describe('the Node check before install, start and test', () => {
  it("stops the machine's Node 20 with the one line that says how to get Node 24", () => {
    expect(nodeProblem('20.19.5', '>=22.12')).toBe(
      'This project needs Node >=22.12 (this is Node 20.19.5). Get Node 24 and use it: npm install --prefix ' +
        '~/.cache/factory-node24 node@24 && export PATH=~/.cache/factory-node24/node_modules/.bin:$PATH',
    );
  });

  it('stops a 22 below the minor version the range names', () => {
    expect(nodeProblem('22.11.0', '>=22.12')).not.toBeNull();
  });

  it('lets 22.12 and 24 through', () => {
    expect([nodeProblem('22.12.0', '>=22.12'), nodeProblem('24.21.0', '>=22.12')]).toEqual([null, null]);
  });
});
