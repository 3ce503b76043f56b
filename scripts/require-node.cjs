// Runs before `npm ci`, `npm start` and `npm test` on whatever Node the machine has (so: CommonJS, no syntax newer
// than Node 12): on a Node older than package.json's `engines.node`, stops at once with one line saying what to do.
const { readFileSync } = require('node:fs');
const path = require('node:path');

/** Why `version` cannot run the project (`>=22.12` style ranges), or null when it can. */
function nodeProblem(version, range) {
  const [major, minor] = version.split('.').map(Number);
  const [needMajor, needMinor = 0] = range.replace('>=', '').split('.').map(Number);
  if (major > needMajor || (major === needMajor && minor >= needMinor)) return null;
  return (
    `This project needs Node ${range} (this is Node ${version}). Get Node 24 and use it: ` +
    'npm install --prefix ~/.cache/factory-node24 node@24 && export PATH=~/.cache/factory-node24/node_modules/.bin:$PATH'
  );
}

module.exports = { nodeProblem };

if (require.main === module) {
  const { engines } = JSON.parse(readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8'));
  const problem = nodeProblem(process.versions.node, engines.node);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
