import { writeFileSync } from 'node:fs';
import { INDICATOR_FIXTURE_PATH, indicatorFixtureJson } from './indicator-fixture';

// `npx tsx server/simulator/market/testing/write-indicator-fixture.ts` from the repository root
// rewrites the indicator tests' copy of the simulator's bars.
writeFileSync(INDICATOR_FIXTURE_PATH, indicatorFixtureJson());
console.log(`wrote ${INDICATOR_FIXTURE_PATH}`);
