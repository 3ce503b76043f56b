// Runs before `npm start` and `npm test`. npm puts node_modules/.bin first on a script's PATH, so every script and
// the `node`, `npx` and `tsx` children it starts run on the Node the project installs as its devDependency `node`
// (Node 24), whatever Node the machine has for npm itself. Where that package is missing (no `npm ci` yet, or an
// install that skipped it), this stops at once with one line saying so instead of failing later on the machine's
// older Node. CommonJS with no syntax newer than Node 12: it may run on whatever Node the machine has.
const { readFileSync } = require('node:fs');
const path = require('node:path');

/** Why `version` is not the project's Node `wanted` (the devDependency's exact version), or null when it is. */
function nodeProblem(version, wanted) {
  if (version.split('.')[0] === wanted.split('.')[0]) return null;
  return (
    `This project's scripts run on its own Node ${wanted} (the devDependency "node"), but this is Node ${version}: ` +
    'run `npm ci` first, which installs it.'
  );
}

module.exports = { nodeProblem };

if (require.main === module) {
  const { devDependencies } = JSON.parse(readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8'));
  const problem = nodeProblem(process.versions.node, devDependencies.node);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
