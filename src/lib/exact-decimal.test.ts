import Decimal from 'decimal.js';
import { expect, test } from 'vitest';
import { ExactDecimal } from './exact-decimal';

/** A seeded generator (mulberry32), so every run checks the same values. */
function randomFrom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Decimal text of the shapes the BFF sends and the screens compute, with edges mixed in. */
function decimalTexts(count: number, seed: number): string[] {
  const random = randomFrom(seed);
  const digits = (length: number) => Array.from({ length }, () => Math.floor(random() * 10)).join('');
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const texts: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const sign = pick(['', '', '-', '+']);
    const whole = digits(pick([0, 1, 1, 2, 3, 4, 7, 12, 25]));
    const fraction = digits(pick([0, 1, 2, 3, 4, 5, 8, 24]));
    const mantissa = fraction === '' ? whole || '0' : `${whole}.${fraction}`;
    const exponent = random() < 0.15 ? `e${pick(['', '+', '-'])}${Math.floor(random() * 30)}` : '';
    texts.push(`${sign}${mantissa}${exponent}`);
  }
  return [
    ...texts,
    '0',
    '-0',
    '0.000',
    '-0.001',
    '-0.004',
    '0.5',
    '-0.5',
    '1.005',
    '-1.005',
    '99.995',
    '.5',
    '5.',
    '1e-7',
    '0.000001',
    '1e21',
    '123e18',
    '9007199254740993.25',
    '12345678901234567890123',
  ];
}

const both = (text: string) => [new ExactDecimal(text), new Decimal(text)] as const;

test('text, fixed digits and decimal places match decimal.js for every value', () => {
  for (const text of decimalTexts(3000, 1)) {
    const [exact, reference] = both(text);
    expect(exact.toString(), text).toBe(reference.toString());
    expect(exact.decimalPlaces(), text).toBe(reference.decimalPlaces());
    expect(exact.isZero(), text).toBe(reference.isZero());
    expect(exact.abs().toString(), text).toBe(reference.abs().toString());
    for (const digits of [0, 1, 2, 3, 4])
      expect(exact.toFixed(digits), `${text} to ${digits}`).toBe(reference.toFixed(digits));
  }
});

test('comparisons, products, differences and quotients match decimal.js, its rounding included', () => {
  const left = decimalTexts(1500, 2);
  const right = decimalTexts(1500, 3);
  left.forEach((a, i) => {
    const b = right[i] ?? '1';
    const [exact, reference] = both(a);
    expect(exact.comparedTo(b), `${a} vs ${b}`).toBe(reference.comparedTo(b));
    expect(exact.greaterThan(b), `${a} > ${b}`).toBe(reference.greaterThan(b));
    expect(exact.greaterThanOrEqualTo(b), `${a} >= ${b}`).toBe(reference.greaterThanOrEqualTo(b));
    expect(exact.times(b).toString(), `${a} * ${b}`).toBe(reference.times(b).toString());
    expect(exact.times(100).toFixed(2), `${a} * 100`).toBe(reference.times(100).toFixed(2));
    expect(exact.minus(b).toString(), `${a} - ${b}`).toBe(reference.minus(b).toString());
    expect(ExactDecimal.max(a, b).toString(), `max ${a} ${b}`).toBe(Decimal.max(a, b).toString());
    if (!new Decimal(b).isZero()) {
      expect(exact.dividedBy(b).toString(), `${a} / ${b}`).toBe(reference.dividedBy(b).toString());
    }
  });
});

test('quotients that do not terminate round half away from zero at 20 digits', () => {
  expect(new ExactDecimal('2').dividedBy('3').toString()).toBe('0.66666666666666666667');
  expect(new ExactDecimal('-2').dividedBy('3').toString()).toBe('-0.66666666666666666667');
  expect(new ExactDecimal('1').dividedBy('8').toString()).toBe('0.125');
});

test('text decimal.js refuses, and values that are not finite, throw', () => {
  for (const text of ['', ' 5', '5 ', 'n/a', '1.2.3', 'e5', '--1', 'NaN', 'Infinity', '-Infinity']) {
    expect(() => new ExactDecimal(text), text).toThrow();
  }
  expect(() => new ExactDecimal('1').dividedBy('0')).toThrow(RangeError);
});
