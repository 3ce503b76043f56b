import { afterEach, describe, expect, it } from 'vitest';
import { type ApiServer, startApiServer } from '../node.ts';
import { type FaultKind, type FaultPlan, faultDrawer, faultInjector } from './faults.ts';

const only = (kind: FaultKind, delayMs = 0): FaultPlan => ({
  seed: 7,
  rates: { error: 0, delay: 0, malformed: 0, drop: 0, [kind]: 1 },
  delayMs,
});

describe('the drawn faults', () => {
  it('follow the plan’s rates: about 10 % errors, 10 % delays, 5 % wrong shapes, 2 % drops', () => {
    const draw = faultDrawer({ seed: 1, rates: { error: 0.1, delay: 0.1, malformed: 0.05, drop: 0.02 }, delayMs: 0 });
    const counts = { error: 0, delay: 0, malformed: 0, drop: 0, none: 0 };
    for (let i = 0; i < 10_000; i++) counts[draw() ?? 'none'] += 1;
    expect(counts.error).toBeGreaterThan(900);
    expect(counts.error).toBeLessThan(1100);
    expect(counts.delay).toBeGreaterThan(900);
    expect(counts.delay).toBeLessThan(1100);
    expect(counts.malformed).toBeGreaterThan(400);
    expect(counts.malformed).toBeLessThan(600);
    expect(counts.drop).toBeGreaterThan(120);
    expect(counts.drop).toBeLessThan(280);
    expect(counts.none).toBeGreaterThan(7000);
  });

  it('are the same for the same seed and differ for another', () => {
    const plan = { seed: 3, rates: { error: 0.25, delay: 0.25, malformed: 0.25, drop: 0.2 }, delayMs: 0 };
    const sequence = (seed: number) => Array.from({ length: 40 }, faultDrawer({ ...plan, seed }));
    expect(sequence(3)).toEqual(sequence(3));
    expect(sequence(4)).not.toEqual(sequence(3));
  });
});

describe('a server with faults', () => {
  let server: ApiServer | undefined;
  afterEach(async () => {
    await server?.close();
  });
  const start = async (plan: FaultPlan) => {
    const injector = faultInjector(plan);
    server = await startApiServer({ port: 0, faults: injector.middleware });
    return { url: server.url, tally: injector.tally };
  };

  it('answers 500 with Laravel’s message', async () => {
    const { url, tally } = await start(only('error'));
    const answer = await fetch(`${url}/api/product/seasonal`);
    expect(answer.status).toBe(500);
    expect(await answer.json()).toEqual({ message: 'Server Error' });
    expect(tally).toEqual({ answered: 1, error: 1, delay: 0, malformed: 0, drop: 0 });
  });

  it('answers in the wrong shape with the real status', async () => {
    const { url } = await start(only('malformed'));
    const answer = await fetch(`${url}/api/product/seasonal`);
    expect(answer.status).toBe(401);
    expect(await answer.text()).toBe('{"data":"unexpected"}');
  });

  it('drops the connection without an answer', async () => {
    const { url } = await start(only('drop'));
    await expect(fetch(`${url}/api/product/seasonal`)).rejects.toThrow(TypeError);
  });

  it('delays an answer, then gives the real one', async () => {
    const { url, tally } = await start(only('delay', 300));
    const started = performance.now();
    const answer = await fetch(`${url}/sanctum/csrf-cookie`);
    expect(answer.status).toBe(204);
    // Only /api/ answers get faults.
    expect(tally.answered).toBe(0);
    const late = await fetch(`${url}/api/product/seasonal`);
    expect(late.status).toBe(401);
    expect(performance.now() - started).toBeGreaterThanOrEqual(300);
  });
});
