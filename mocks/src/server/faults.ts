// Fault injection for the local server: from a seed, some API answers fail, arrive late, come back
// in the wrong shape or never arrive. The fault run of the journeys proves every screen survives them.
import type { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';

const faultKinds = ['error', 'delay', 'malformed', 'drop'] as const;
export type FaultKind = (typeof faultKinds)[number];

export interface FaultPlan {
  /** The same seed draws the same sequence of faults. */
  seed: number;
  /** The share of API answers given each fault (0–1); the rest are answered normally. */
  rates: Record<FaultKind, number>;
  /** How late a delayed answer arrives. */
  delayMs: number;
}

/** About 10 % 500s, 10 % two seconds late, 5 % in the wrong shape, a few dropped connections. */
export const defaultFaultPlan: FaultPlan = {
  seed: 1,
  rates: { error: 0.1, delay: 0.1, malformed: 0.05, drop: 0.02 },
  delayMs: 2000,
};

/** mulberry32: a tiny seeded generator of numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Draws the fault (or none) of each next answer, by the plan's rates. */
export function faultDrawer({ seed, rates }: FaultPlan): () => FaultKind | undefined {
  const random = seededRandom(seed);
  return () => {
    let roll = random();
    for (const kind of faultKinds) {
      if (roll < rates[kind]) return kind;
      roll -= rates[kind];
    }
    return undefined;
  };
}

/** Bodies of the wrong shape: a screen must show its error state, never blank or crash. */
const wrongBodies = ['{"data":"unexpected"}', '[]', '{"data":[{"id":"x"}]}', '{"data": ['];

export type FaultTally = Record<FaultKind | 'answered', number>;

interface FaultInjector {
  middleware: MiddlewareHandler;
  /** How many answers got each fault so far, and how many were answered in all. */
  tally: FaultTally;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** A middleware that injects the plan's faults into answers under /api/. */
export function faultInjector(plan: FaultPlan = defaultFaultPlan): FaultInjector {
  const draw = faultDrawer(plan);
  const tally: FaultTally = { answered: 0, error: 0, delay: 0, malformed: 0, drop: 0 };
  const middleware: MiddlewareHandler = async (c, next) => {
    if (!c.req.path.startsWith('/api/')) return next();
    tally.answered += 1;
    const fault = draw();
    if (fault) tally[fault] += 1;
    if (fault === 'error') return c.json({ message: 'Server Error' }, 500);
    if (fault === 'drop') {
      // The connection closes without an answer, as when a proxy or the network gives up.
      (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket.destroy();
      return c.body(null, 500);
    }
    if (fault === 'delay') await sleep(plan.delayMs);
    await next();
    if (fault === 'malformed') {
      const body = wrongBodies[(tally.malformed - 1) % wrongBodies.length];
      // 204 cannot carry a body: the wrong body comes with a 200.
      const status = c.res.status === 204 ? 200 : c.res.status;
      c.res = new Response(body, { status, headers: { 'content-type': 'application/json' } });
      // Hono carries the real answer's headers over; its length would no longer match.
      c.res.headers.delete('content-length');
    }
  };
  return { middleware, tally };
}
