import fc from 'fast-check';

// The values the API fuzz draws from (docs/testing.md#where-the-server-tests-are): text for any one field.

/** The account the order bodies and paths name. */
export const FUZZ_ACCOUNT = 'SIMMARGIN0PAPER000000000001';

// Values a route might accept, so generated requests also get past input parsing and reach the
// broker; the rest of each arbitrary is there to be refused.
export const PLAUSIBLE = [
  '1',
  '2',
  '0',
  '-1',
  '10',
  '1200',
  '1201',
  'AAPL',
  'msft',
  'SPY',
  'BRK.B',
  'D',
  'M5',
  'Y',
  'profile',
  'DESC',
  'ASC',
  'DAY_1',
  'VOLUME',
  'NEW_HIGH',
  'MARKET_VALUE',
  'D1',
  'YIELD',
  'ANNUAL',
  '2026-11-18',
  'next',
  'AAPL,MSFT',
  'true',
  'null',
];
const ODD_NUMBERS = ['1e309', '-1e309', 'NaN', 'Infinity', '-0', '0x10', '1.5', '9007199254740993', '1e21', ' 7 '];

const controlText = fc.string({
  unit: fc.integer({ min: 0, max: 31 }).map((code) => String.fromCharCode(code)),
  maxLength: 8,
});
const hugeText = fc
  .tuple(fc.constantFrom('A', 'é', '9', ',', '\u0000', '😀'), fc.integer({ min: 100, max: 5_000 }))
  .map(([unit, times]) => unit.repeat(times));

/** Text a person, a broken client or an attacker might put into any one value. */
export const anyText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...PLAUSIBLE),
  fc.constantFrom(...ODD_NUMBERS),
  fc.constant(''),
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 12 }),
  controlText,
  hugeText,
);
