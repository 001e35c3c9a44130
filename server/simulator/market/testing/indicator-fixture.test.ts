import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { INDICATOR_FIXTURE_PATH, indicatorFixtureJson } from './indicator-fixture';

const root = path.resolve(import.meta.dirname, '../../../..');

test("the indicator tests' committed bars are the simulator's bars", () => {
  const committed = readFileSync(path.join(root, INDICATOR_FIXTURE_PATH), 'utf8');
  expect(committed).toBe(indicatorFixtureJson());
});
