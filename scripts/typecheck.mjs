// Typechecks every workspace with its own tsconfig (TypeScript 7's native compiler; see docs/decisions.md).
import { execFileSync } from 'node:child_process';

const projects = ['.', 'packages/ui', 'packages/api', 'mocks', 'packages/screens', 'packages/app'];
let failed = false;
for (const project of projects) {
  try {
    execFileSync('tsc', ['-p', project, '--noEmit'], { stdio: 'inherit' });
    console.log(`typecheck ok: ${project}`);
  } catch {
    failed = true;
    console.error(`typecheck failed: ${project}`);
  }
}
process.exit(failed ? 1 : 0);
