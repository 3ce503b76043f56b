// Typechecks every workspace with its own tsconfig (TypeScript 7's native compiler; see docs/decisions.md), after
// writing what the resource definitions generate (scripts/generate.ts). In CI it writes nothing: a generated file
// that is not what the committed definitions give fails the check.
import { execFileSync } from 'node:child_process';

try {
  execFileSync('node', ['scripts/generate.ts', ...(process.env.CI ? ['--check'] : [])], { stdio: 'inherit' });
} catch {
  process.exit(1);
}

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
