import fc from 'fast-check';
import { expect, test } from 'vitest';
import { buildAnchoredPath } from './anchored-path';
import { normalAt } from './hash';

test('the path starts at open, ends at close and touches exactly high and low, on the grid', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1000, max: 50_000 }),
      fc.integer({ min: 1000, max: 50_000 }),
      fc.integer({ min: 0, max: 3000 }),
      fc.integer({ min: 0, max: 3000 }),
      fc.integer({ min: 3, max: 1500 }),
      fc.integer(),
      fc.nat(),
      fc.nat(),
      (openCents, closeCents, upCents, downCents, steps, seed, a, b) => {
        const open = openCents * 100;
        const close = closeCents * 100;
        const high = Math.max(open, close) + upCents * 100;
        const low = Math.max(100, Math.min(open, close) - downCents * 100);
        const highAt = 1 + (a % (steps - 1));
        let lowAt = 1 + (b % (steps - 1));
        if (lowAt === highAt) lowAt = highAt === steps - 1 ? highAt - 1 : highAt + 1;
        const path = buildAnchoredPath({
          steps,
          open,
          high,
          low,
          close,
          highAt,
          lowAt,
          tick: 100,
          scale: () => 500,
          noise: (i) => normalAt(seed, i),
        });
        expect(path).toHaveLength(steps + 1);
        expect([path[0], path[steps]]).toEqual([open, close]);
        expect(Math.max(...path)).toBe(high);
        expect(Math.min(...path)).toBe(low);
        expect(path.every((p) => p % 100 === 0)).toBe(true);
      },
    ),
  );
});
