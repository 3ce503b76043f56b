import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const { nodeProblem } = createRequire(import.meta.url)('./require-node.cjs') as {
  nodeProblem: (version: string, wanted: string) => string | null;
};

describe("the check that npm start and npm test run on the project's own Node", () => {
  it("stops the machine's Node 20 with the one line that says to run npm ci", () => {
    expect(nodeProblem('20.19.5', '24.21.0')).toBe(
      'This project\'s scripts run on its own Node 24.21.0 (the devDependency "node"), but this is Node 20.19.5: ' +
        'run `npm ci` first, which installs it.',
    );
  });

  it('stops a Node 22 too: the scripts are built and tested on 24', () => {
    expect(nodeProblem('22.12.0', '24.21.0')).not.toBeNull();
  });

  it('lets any Node 24 through', () => {
    expect([nodeProblem('24.21.0', '24.21.0'), nodeProblem('24.3.0', '24.21.0')]).toEqual([null, null]);
  });
});
