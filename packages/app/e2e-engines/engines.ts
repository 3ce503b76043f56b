// Which engines a run drives (ENGINES=firefox,webkit picks some; all three by default), and the journey frame:
// a fresh session per journey, a picture per step, and the rule that any page error fails the journey.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type EngineName, type EngineSession, engineNames, launchEngine } from './session.ts';

export function chosenEngines(list = process.env.ENGINES): EngineName[] {
  if (!list) return [...engineNames];
  const names = list.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !(engineNames as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`ENGINES names ${unknown.join(', ')}; known: ${engineNames.join(', ')}`);
  return names as EngineName[];
}

/** What a journey gets: the engine's session and `step(name)`, which keeps a picture of the page as it is. */
export interface JourneyKit {
  page: EngineSession;
  step(name: string): Promise<void>;
}

/**
 * Declares the journeys once per chosen engine, each engine's in its own describe block with one browser for all of
 * them (a fresh context per journey). A journey fails on any page error it caused, in any engine.
 */
type Journey = (kit: JourneyKit) => Promise<void>;

/** A journey that only some engines need (the others cannot show what it checks). */
export const onlyIn = (engines: readonly EngineName[], run: Journey) => ({ engines, run });

export function inEveryEngine(journeys: Record<string, Journey | ReturnType<typeof onlyIn>>) {
  for (const engine of chosenEngines()) {
    describe(engine, () => {
      let page: EngineSession;
      beforeAll(async () => {
        page = await launchEngine(engine, inject('enginesUrl'));
      });
      afterAll(async () => {
        await page?.close();
      });
      for (const [name, entry] of Object.entries(journeys)) {
        const journey = typeof entry === 'function' ? entry : entry.run;
        const runs = typeof entry === 'function' || entry.engines.includes(engine);
        it.runIf(runs)(name, async () => {
          await page.fresh();
          let steps = 0;
          const folder = path.join(inject('picturesDir'), name.replace(/[^a-z0-9]+/gi, '-').toLowerCase());
          const step = async (stepName: string) => {
            steps += 1;
            const file = `${String(steps).padStart(2, '0')}-${stepName.replace(/[^a-z0-9]+/gi, '-')}-${engine}.png`;
            await page.screenshot(path.join(folder, file));
            // Checked at every step too, so a failure names the step it came by.
            expect(await page.errors(), `page errors by step "${stepName}"`).toEqual([]);
          };
          try {
            await journey({ page, step });
          } catch (error) {
            await page
              .screenshot(path.join(folder, `${String(steps + 1).padStart(2, '0')}-failed-${engine}.png`))
              .catch(() => undefined);
            throw error;
          }
          expect(await page.errors()).toEqual([]);
        });
      }
    });
  }
}

/** Waits for the address to match (a path, or a pattern over path and query). */
export async function waitForAddress(page: EngineSession, expected: string | RegExp) {
  await page.waitFor(
    (source: string, flags: string, exact: string) =>
      exact ? location.pathname === exact : new RegExp(source, flags).test(location.pathname + location.search),
    typeof expected === 'string' ? ['', '', expected] : [expected.source, expected.flags, ''],
    `the address to be ${expected}`,
  );
}

/** The text a query's element shows. */
export const textOf = async (page: EngineSession, query: Parameters<EngineSession['find']>[0]) =>
  (await page.find(query)).read((element) => element.textContent ?? '');

/** Keeps the requests for files whose path contains `part` unanswered (code still loading) until `release`. */
export async function holdRequests(part: string) {
  await fetch(`${inject('enginesUrl')}/__engines/hold?path=${encodeURIComponent(part)}`);
  return {
    /** How many such requests are waiting now. */
    waiting: async () => Number(await (await fetch(`${inject('enginesUrl')}/__engines/held`)).text()),
    release: () => fetch(`${inject('enginesUrl')}/__engines/release`),
  };
}

/** Logs in on /login and waits for the catalogue. */
export async function logInOnLoginPage(page: EngineSession, email: string) {
  await page.goto('/login');
  // Typed once the form is hydrated (its Log in enabled), as a person who has read the page does.
  await page.find({ role: 'button', name: 'Log in', enabled: true });
  await (await page.find({ label: 'Email' })).fill(email);
  await (await page.find({ label: 'Password' })).fill('password');
  await (await page.find({ role: 'button', name: 'Log in' })).click();
  await waitForAddress(page, '/catalog');
}
