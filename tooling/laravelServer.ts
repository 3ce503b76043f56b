// Starts the reference Laravel app (laravel/) on PHP's built-in server with a fresh SQLite database seeded from the
// mocks' fixtures; each run keeps its state in a temporary folder that close() removes.
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seedData } from '@factory/mocks/node';

const laravelDir = path.resolve(import.meta.dirname, '../laravel');

/**
 * PHP's own limits, set as a deployment must: a file limit at the largest upload rule's (an operation document's
 * 20 MB), so a larger file meets the rule's message rather than PHP's bare "failed to upload"; a request limit of
 * 20 MB (the mocks' body limit).
 */
export const phpLimits = { upload_max_filesize: '20M', post_max_size: '20M' } as const;

export interface LaravelServer {
  url: string;
  close(): Promise<void>;
}

/** A port nobody listens on now (PHP's server cannot pick one itself). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Resolves once the server answers HTTP; rejects if PHP exits first. */
async function answering(url: string, php: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (php.exitCode !== null) throw new Error(`PHP's server exited with ${php.exitCode}`);
    const ok = await fetch(`${url}/sanctum/csrf-cookie`).then(
      (response) => response.status === 204,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The Laravel app did not answer at ${url}`);
}

/** Debian's php-laravel-framework: Laravel 8 and its dependencies, loaded without Composer. */
const laravelAutoloader = '/usr/share/php/Illuminate/autoload.php';

/** Stops at once with what to install, rather than with a spawn error or a PHP fatal. */
function requirePhp(): void {
  // The zip extension: the product pictures' zip download is built with ZipArchive.
  const php = spawnSync('php', ['-r', 'exit(extension_loaded("zip") ? 0 : 1);']);
  if (php.error || php.status !== 0 || !existsSync(laravelAutoloader)) {
    throw new Error(
      'The reference Laravel app needs PHP 8.2 and Laravel from Debian: ' +
        'apt-get install php8.2-cli php8.2-sqlite3 php8.2-zip php-laravel-framework (see laravel/README.md)',
    );
  }
}

export async function startLaravel({
  port,
  dataSize = 'small',
}: {
  port?: number;
  dataSize?: 'small' | 'full';
} = {}): Promise<LaravelServer> {
  requirePhp();
  const storage = mkdtempSync(path.join(tmpdir(), 'factory-laravel-'));
  for (const dir of ['app', 'logs', 'framework/views']) mkdirSync(path.join(storage, dir), { recursive: true });
  const seedFile = path.join(storage, 'seed.json');
  writeFileSync(seedFile, JSON.stringify(seedData(dataSize)));
  writeFileSync(path.join(storage, 'database.sqlite'), '');
  const env = { ...process.env, LARAVEL_STORAGE: storage, SEED_JSON: seedFile, PHP_CLI_SERVER_WORKERS: '4' };
  execFileSync('php', ['artisan', 'migrate', '--seed', '--force', '--quiet'], {
    cwd: laravelDir,
    env,
    stdio: 'inherit',
  });

  const host = '127.0.0.1';
  const listenPort = port ?? (await freePort());
  const limits = Object.entries(phpLimits).flatMap(([name, value]) => ['-d', `${name}=${value}`]);
  const php = spawn('php', [...limits, '-S', `${host}:${listenPort}`, '-t', 'public', 'public/index.php'], {
    cwd: laravelDir,
    env,
    // Its own process group: PHP's workers are children of the server process and must stop with it.
    detached: true,
    // PHP's server logs every connection to stderr; only errors matter (the app's own log goes to stderr too).
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  php.stderr?.on('data', (chunk: Buffer) => {
    const lines = chunk
      .toString()
      .split('\n')
      .filter((line) => line.trim() !== '' && !/ (Accepted|Closing)$| \[\d{3}\]: |Development Server/.test(line));
    if (lines.length > 0) process.stderr.write(`${lines.join('\n')}\n`);
  });
  const url = `http://${host}:${listenPort}`;
  const close = async () => {
    if (php.exitCode === null) {
      const exited = new Promise((resolve) => php.once('exit', resolve));
      if (php.pid !== undefined) process.kill(-php.pid);
      await exited;
    }
    rmSync(storage, { recursive: true, force: true });
  };
  try {
    await answering(url, php);
  } catch (error) {
    await close();
    throw error;
  }
  return { url, close };
}
