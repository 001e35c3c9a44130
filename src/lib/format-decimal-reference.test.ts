import Decimal from 'decimal.js';
import { expect, test } from 'vitest';
import { DisplayDecimal } from './display-decimal';
import {
  directionOf,
  formatPrice,
  formatRateAsPercent,
  formatRatioAsPercent,
  formatSignedPrice,
  formatVolume,
  type Direction,
} from './format-decimal';

/**
 * The first screen formats on big.js (docs/decisions/0056-the-first-screen-formats-decimals-with-bigjs.md);
 * every figure it shows is checked here against the same formatting on decimal.js, the library
 * of the money screens. The reference keeps 200 significant digits, so its products and
 * quotients are exact and each figure is rounded once, half away from zero, as the page's are.
 */
const Reference = Decimal.clone({ precision: 200, rounding: Decimal.ROUND_HALF_UP });

function groupThousands(fixed: string): string {
  const negative = fixed.startsWith('-');
  const [whole = '0', fraction] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

const reference = {
  price(value: string, maxDigits = 4): string {
    const decimal = new Reference(value);
    return groupThousands(decimal.toFixed(Math.min(maxDigits, Math.max(2, decimal.decimalPlaces()))));
  },
  signedPrice(value: string): string {
    const decimal = new Reference(value);
    const text = reference.price(decimal.toString());
    return decimal.greaterThan(0) ? `+${text}` : text;
  },
  ratioAsPercent(value: string): string {
    const decimal = new Reference(value);
    return `${decimal.greaterThan(0) ? '+' : ''}${groupThousands(decimal.times(100).toFixed(2))}%`;
  },
  rateAsPercent(value: string): string {
    return `${groupThousands(new Reference(value).times(100).toFixed(2))}%`;
  },
  volume(value: string): string {
    const decimal = new Reference(value);
    for (const [size, suffix] of [
      ['1e12', 'T'],
      ['1e9', 'B'],
      ['1e6', 'M'],
      ['1e3', 'K'],
    ] as const) {
      if (decimal.abs().greaterThanOrEqualTo(size)) return `${decimal.dividedBy(size).toFixed(2)}${suffix}`;
    }
    return groupThousands(decimal.toFixed(0));
  },
  direction(value: string): Direction {
    const decimal = new Reference(value);
    return decimal.isZero() ? 'flat' : decimal.greaterThan(0) ? 'up' : 'down';
  },
};

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
    const sign = pick(['', '', '-']);
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
    '-0.00004',
    '0.5',
    '-0.5',
    '1.005',
    '-1.005',
    '99.995',
    '0.004995',
    '999.995',
    '999999.5',
    '999995',
    '-999995',
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

test('every format matches decimal.js for every value, its rounding included', () => {
  for (const text of decimalTexts(3000, 1)) {
    expect(formatPrice(text), text).toBe(reference.price(text));
    expect(formatPrice(text, 2), `${text} to 2`).toBe(reference.price(text, 2));
    expect(formatSignedPrice(text), text).toBe(reference.signedPrice(text));
    expect(formatRatioAsPercent(text), text).toBe(reference.ratioAsPercent(text));
    expect(formatRateAsPercent(text), text).toBe(reference.rateAsPercent(text));
    expect(formatVolume(text), text).toBe(reference.volume(text));
    expect(directionOf(text), text).toBe(reference.direction(text));
  }
});

test('comparisons (flashes, sorting) and shown quotients (sort keys, depth bars) match decimal.js', () => {
  const left = decimalTexts(1500, 2);
  const right = decimalTexts(1500, 3);
  left.forEach((a, i) => {
    const b = right[i] ?? '1';
    expect(new DisplayDecimal(a).cmp(b), `${a} vs ${b}`).toBe(new Reference(a).comparedTo(b));
    if (new Reference(b).isZero()) return;
    const quotient = new DisplayDecimal(a).minus(b).div(b).toString();
    expect(formatRatioAsPercent(quotient), `(${a} - ${b}) / ${b}`).toBe(
      reference.ratioAsPercent(new Reference(a).minus(b).dividedBy(b).toString()),
    );
  });
});

test('halves round away from zero, at the digits each format shows', () => {
  expect(formatPrice('1.00005')).toBe('1.0001');
  expect(formatPrice('-1.00005')).toBe('-1.0001');
  expect(formatPrice('1.005', 2)).toBe('1.01');
  expect(formatRatioAsPercent('0.00005')).toBe('+0.01%');
  expect(formatRatioAsPercent('-0.00005')).toBe('-0.01%');
  expect(formatVolume('12345')).toBe('12.35K');
  expect(formatVolume('-12345')).toBe('-12.35K');
  expect(formatVolume('999.5')).toBe('1,000');
});

test('text that is not a plain finite decimal is shown as it came', () => {
  // The BFF's decimals are plain (contracts/common.ts); decimal.js would also read these three.
  for (const text of ['', ' 5', '5 ', 'n/a', '1.2.3', 'e5', '--1', '+5', 'NaN', 'Infinity', '0x10']) {
    expect(formatPrice(text), text).toBe(text);
    expect(formatVolume(text), text).toBe(text);
    expect(directionOf(text), text).toBe('flat');
  }
});
