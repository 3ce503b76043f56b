// The recycle bin: soft-deleted records by type (newest deletion first, equal times by id), who deleted each, restore
// and delete for good; developer tools beside it: the file and cargo analyses and the developer commands.
import {
  createUser,
  deleteUser,
  getCargoAnalysis,
  getCategories,
  getDeletedRecords,
  getDevCommands,
  getFileAnalysis,
  getUser,
  login,
  purgeRecord,
  restoreRecord,
  runDevCommand,
} from '@factory/api';
import { expect, it } from 'vitest';
import { eachServer, failureOf } from './servers.ts';

const asAdmin = () => login({ email: 'admin@example.com', password: 'password', remember: false });

eachServer('recycle bin', (server) => {
  it.runIf(server.seeded)(
    'lists the seeded deleted products by code when deleted at the same moment, and users newest first',
    async () => {
      await asAdmin();
      // Other suites delete products and users meanwhile: theirs are newer, so the seeded ones come last.
      const products = (await getDeletedRecords('product')).slice(-6);
      expect(products.map((entry) => entry.id)).toEqual([
        'AN-CHR-0293-01',
        'DINO-SKEL-0320-01',
        'HW-PUMP-0249-01',
        'LS-LANT-0166-01',
        'MD-DISP-0229-01',
        'WP-SPRAY-0232-02',
      ]);
      expect(products[1]).toEqual({
        id: 'DINO-SKEL-0320-01',
        type: 'product',
        title: 'Allosaurus Skull Replica',
        deleted_at: '2026-03-02T09:00:00.000000Z',
        deleted_by: null,
      });
      const users = (await getDeletedRecords('user')).slice(-2);
      expect(users.map((entry) => [entry.id, entry.title, entry.deleted_at])).toEqual([
        [38, 'Kenji Hassan', '2025-12-10T09:00:00.000000Z'],
        [19, 'Kenji Smith', '2025-11-21T09:00:00.000000Z'],
      ]);
    },
  );

  it.runIf(server.seeded && server.writable)(
    'says who deleted a record, restores it, and deletes it for good',
    async () => {
      await asAdmin();
      const user = await createUser({
        name: 'Binned Buyer',
        email: `binned.${server.name}@example.com`,
        is_active: true,
        role_id: 4,
      });
      await deleteUser(user.id);
      const binned = (await getDeletedRecords('user')).find((entry) => entry.id === user.id);
      expect(binned).toMatchObject({ id: user.id, type: 'user', title: 'Binned Buyer', deleted_by: 'Alex Morgan' });

      await restoreRecord('user', user.id);
      expect((await getUser(user.id)).name).toBe('Binned Buyer');
      expect((await getDeletedRecords('user')).map((entry) => entry.id)).not.toContain(user.id);
      const notBinned = await failureOf(purgeRecord('user', user.id));
      expect(notBinned.status).toBe(404);

      await deleteUser(user.id);
      await purgeRecord('user', user.id);
      expect((await getDeletedRecords('user')).map((entry) => entry.id)).not.toContain(user.id);
      expect((await failureOf(getUser(user.id))).status).toBe(404);
      expect((await failureOf(restoreRecord('user', user.id))).status).toBe(404);
    },
  );

  it('refuses the bin to a customer', async () => {
    await login({ ...server.account, remember: false });
    expect((await failureOf(getDeletedRecords('product'))).status).toBe(403);
  });
});

eachServer('analysis and developer commands', (server) => {
  it.runIf(server.seeded)('lists every stored file with its folder and how many records use it', async () => {
    await asAdmin();
    const files = await getFileAnalysis();
    const unused = files.find((row) => row.name === 'unused-logo.svg');
    expect(unused).toMatchObject({ folder: 'uploads', mime_type: 'image/svg+xml', references: 0 });
    // The pictures the categories show now (other checks change a category's picture on the same server).
    const shown = new Set((await getCategories()).flatMap((category) => [category.img, category.banner_img]));
    const pictures = files.filter((row) => row.folder === 'categories' && shown.has(row.url));
    expect(pictures.length).toBeGreaterThan(0);
    expect(pictures.filter((row) => row.references < 1)).toEqual([]);
  });

  it.runIf(server.seeded)('lists the live products by code with the shipping measures they still miss', async () => {
    await asAdmin();
    const rows = await getCargoAnalysis();
    const codes = rows.map((row) => row.product_id);
    expect(codes).toEqual([...codes].sort());
    expect(codes).not.toContain('DINO-SKEL-0320-01');
    for (const row of rows) {
      expect([row.missing.includes('volume'), row.missing.includes('weight_gross')]).toEqual([
        row.volume === null,
        row.weight_gross === null,
      ]);
    }
    const measures = ['volume', 'weight_gross', 'dimension_length', 'dimension_width', 'dimension_height'];
    expect(rows.flatMap((row) => row.missing).filter((name) => !measures.includes(name))).toEqual([]);
  });

  it.runIf(server.seeded && server.writable)(
    'lists the developer commands and runs one, answering its output',
    async () => {
      await asAdmin();
      expect((await getDevCommands()).map((command) => command.name)).toEqual([
        'cache:clear',
        'config:cache',
        'queue:restart',
        'media:thumbnails',
        'catalog:reindex',
      ]);
      const run = await runDevCommand('cache:clear');
      expect(run.exit_code).toBe(0);
      // The command line, then what the command printed.
      const [command, printed] = run.output.split('\n');
      expect([command, printed !== '']).toEqual(['$ php artisan cache:clear', true]);
      expect((await failureOf(runDevCommand('migrate:fresh'))).status).toBe(404);
    },
  );
});
