// Proves @factory/ui works as a published package: packs it, installs the tarball into a throw-away Vite app
// outside the workspace, builds that app and checks the page ships the Button's class and its CSS.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const ui = path.join(root, 'packages/ui');
const run = (cmd: string, args: string[], cwd: string) =>
  execFileSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'] }).toString();
const versionOf = (name: string) =>
  JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version as string;

const app = mkdtempSync(path.join(tmpdir(), 'factory-ui-consumer-'));
try {
  const tarball = run('npm', ['pack', '--silent', '--pack-destination', app], ui).trim().split('\n').pop() ?? '';
  // The Button's root class, as the library build named it.
  const buttonCss = readFileSync(path.join(ui, 'dist/Button/Button.css.js'), 'utf8');
  const buttonClass = /"(_[a-z0-9]+)"/.exec(buttonCss)?.[1];
  if (!buttonClass) throw new Error('No class name found in dist/Button/Button.css.js');

  writeFileSync(
    path.join(app, 'package.json'),
    JSON.stringify({
      name: 'consumer',
      private: true,
      type: 'module',
      dependencies: {
        '@factory/ui': `file:./${tarball}`,
        react: versionOf('react'),
        'react-dom': versionOf('react-dom'),
        vite: versionOf('vite'),
      },
    }),
  );
  writeFileSync(
    path.join(app, 'index.html'),
    '<!doctype html><html lang="en"><body><div id="root"></div><script type="module" src="/main.js"></script></body></html>',
  );
  writeFileSync(
    path.join(app, 'main.js'),
    [
      "import { createElement } from 'react';",
      "import { createRoot } from 'react-dom/client';",
      "import { Button } from '@factory/ui';",
      "import '@factory/ui/theme';",
      "import '@factory/ui/fonts';",
      "import '@factory/ui/styles.css';",
      "createRoot(document.getElementById('root')).render(createElement(Button, null, 'Hello'));",
    ].join('\n'),
  );
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], app);
  run('npx', ['vite', 'build', '--logLevel', 'error'], app);

  const assets = path.join(app, 'dist/assets');
  const files = readdirSync(assets);
  const read = (ext: string) =>
    files
      .filter((f) => f.endsWith(ext))
      .map((f) => readFileSync(path.join(assets, f), 'utf8'))
      .join('\n');
  const js = read('.js');
  const css = read('.css');
  const checks = {
    'built JS uses the Button class': js.includes(buttonClass),
    'built CSS styles the Button class': css.includes(`.${buttonClass}`),
    'built CSS has the brand theme': css.includes('#0f5a73'),
    'fonts are emitted as files': files.some((f) => f.endsWith('.woff2')),
  };
  for (const [name, ok] of Object.entries(checks)) console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}`);
  const jsKb = (Buffer.byteLength(js) / 1024).toFixed(1);
  console.log(`consumer app built from ${tarball}: ${files.length} assets, ${jsKb} KB JS`);
  if (Object.values(checks).some((ok) => !ok)) process.exit(1);
} finally {
  rmSync(app, { recursive: true, force: true });
}
