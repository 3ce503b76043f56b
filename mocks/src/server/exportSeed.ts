// `npm run laravel:seed-data [file]`: writes the seed data of the reference Laravel app (default
// laravel/database/seed.json, which its DatabaseSeeder reads).
import { writeFileSync } from 'node:fs';
import { seedData } from '../seedData.ts';

const target = process.argv[2] ?? new URL('../../../laravel/database/seed.json', import.meta.url).pathname;
writeFileSync(target, JSON.stringify(seedData()));
console.log(`Seed data written to ${target}`);
