/**
 * The part of decimal.js the first screen uses (parse, compare, format, and the few products and
 * quotients of its columns and order book), on `BigInt`, with decimal.js's results: the same
 * text it accepts (minus hexadecimal, and `NaN`/`Infinity`, which throw here), its rounding
 * (half away from zero), its 20 significant digits for `times`, `minus` and `dividedBy`, and
 * its `toString` and `toFixed` text, checked against decimal.js in `exact-decimal.test.ts`.
 * decimal.js (11.5 kB brotli) stays with the screens that do money arithmetic (ticket,
 * positions, orders, chart), which load after the first screen:
 * docs/decisions.md#the-first-screen-formats-decimals-without-decimaljs.
 */

/** decimal.js's default `precision`: significant digits kept by `times`, `minus`, `dividedBy`. */
const PRECISION = 20;
/** decimal.js's `toExpNeg` and `toExpPos`: `toString` writes an exponent outside them. */
const TO_EXP_NEG = -7;
const TO_EXP_POS = 21;
/** decimal.js's decimal syntax, after an optional `-` or `+`. */
const DECIMAL_TEXT = /^(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;

export type DecimalValue = ExactDecimal | string | number;

const TEN = 10n;
const pow10 = (n: number) => TEN ** BigInt(n);
const digitCount = (n: bigint) => n.toString().length;

/** Rounds `coefficient / divisor` (with `remainder` left over) to `keep` digits, half up. */
function roundDigits(coefficient: bigint, exponent: number, keep: number, divisor = 1n, remainder = 0n) {
  const drop = digitCount(coefficient) - keep;
  if (drop <= 0) return { coefficient, exponent };
  const unit = pow10(drop);
  const dropped = coefficient % unit;
  const kept = coefficient / unit;
  const up = 2n * (dropped * divisor + remainder) >= unit * divisor;
  return { coefficient: up ? kept + 1n : kept, exponent: exponent + drop };
}

export class ExactDecimal {
  /** Never true for zero, whose sign decimal.js never prints. */
  private negative = false;
  /** Without trailing zeros; 0n for zero. */
  private coefficient = 0n;
  private exponent = 0;

  /** Throws on text decimal.js would refuse, and on `NaN` and the infinities. */
  constructor(value: DecimalValue) {
    if (value instanceof ExactDecimal) {
      this.set(value.negative, value.coefficient, value.exponent);
      return;
    }
    const text = String(value);
    const negative = text.startsWith('-');
    const body = negative || text.startsWith('+') ? text.slice(1) : text;
    if (!DECIMAL_TEXT.test(body)) throw new Error(`Not a finite decimal: ${text}`);
    const [mantissa = '', power = '0'] = body.toLowerCase().split('e');
    const [whole = '', fraction = ''] = mantissa.split('.');
    this.set(negative, BigInt(`${whole}${fraction}` || '0'), Number(power) - fraction.length);
  }

  private static of(negative: boolean, coefficient: bigint, exponent: number): ExactDecimal {
    const decimal = new ExactDecimal(0);
    decimal.set(negative, coefficient, exponent);
    return decimal;
  }

  /** A result of arithmetic, rounded to decimal.js's precision like decimal.js does. */
  private static rounded(negative: boolean, coefficient: bigint, exponent: number, divisor = 1n, remainder = 0n) {
    const result = roundDigits(coefficient, exponent, PRECISION, divisor, remainder);
    return ExactDecimal.of(negative, result.coefficient, result.exponent);
  }

  private set(negative: boolean, coefficient: bigint, exponent: number) {
    let c = coefficient;
    let e = exponent;
    while (c !== 0n && c % TEN === 0n) {
      c /= TEN;
      e += 1;
    }
    this.negative = negative && c !== 0n;
    this.coefficient = c;
    this.exponent = c === 0n ? 0 : e;
  }

  /** The signed coefficients of two values over a common exponent. */
  private static aligned(a: ExactDecimal, b: ExactDecimal) {
    const exponent = Math.min(a.exponent, b.exponent);
    const signed = (d: ExactDecimal) => (d.negative ? -1n : 1n) * d.coefficient * pow10(d.exponent - exponent);
    return { a: signed(a), b: signed(b), exponent };
  }

  static max(first: DecimalValue, ...rest: DecimalValue[]): ExactDecimal {
    return rest.reduce<ExactDecimal>((max, value) => {
      const decimal = new ExactDecimal(value);
      return decimal.greaterThan(max) ? decimal : max;
    }, new ExactDecimal(first));
  }

  isZero(): boolean {
    return this.coefficient === 0n;
  }

  /** Fraction digits, trailing zeros aside (`1.50` has 1). */
  decimalPlaces(): number {
    return Math.max(0, -this.exponent);
  }

  comparedTo(other: DecimalValue): -1 | 0 | 1 {
    const { a, b } = ExactDecimal.aligned(this, new ExactDecimal(other));
    return a < b ? -1 : a > b ? 1 : 0;
  }

  greaterThan(other: DecimalValue): boolean {
    return this.comparedTo(other) > 0;
  }

  greaterThanOrEqualTo(other: DecimalValue): boolean {
    return this.comparedTo(other) >= 0;
  }

  abs(): ExactDecimal {
    return ExactDecimal.of(false, this.coefficient, this.exponent);
  }

  times(other: DecimalValue): ExactDecimal {
    const factor = new ExactDecimal(other);
    return ExactDecimal.rounded(
      this.negative !== factor.negative,
      this.coefficient * factor.coefficient,
      this.exponent + factor.exponent,
    );
  }

  minus(other: DecimalValue): ExactDecimal {
    const { a, b, exponent } = ExactDecimal.aligned(this, new ExactDecimal(other));
    const difference = a - b;
    return ExactDecimal.rounded(difference < 0n, difference < 0n ? -difference : difference, exponent);
  }

  /** The quotient rounded to 20 significant digits; throws on a zero divisor. */
  dividedBy(other: DecimalValue): ExactDecimal {
    const divisor = new ExactDecimal(other);
    if (divisor.isZero()) throw new RangeError('Division by zero');
    // Enough digits that the integer quotient has more than PRECISION of them.
    const shift = Math.max(0, PRECISION + 1 + digitCount(divisor.coefficient) - digitCount(this.coefficient));
    const dividend = this.coefficient * pow10(shift);
    return ExactDecimal.rounded(
      this.negative !== divisor.negative,
      dividend / divisor.coefficient,
      this.exponent - divisor.exponent - shift,
      divisor.coefficient,
      dividend % divisor.coefficient,
    );
  }

  /** `digits` fraction digits, rounded half away from zero; `-` on any negative value, as decimal.js. */
  toFixed(digits: number): string {
    const { coefficient } =
      this.exponent >= -digits
        ? { coefficient: this.coefficient * pow10(this.exponent + digits) }
        : roundDigits(this.coefficient, this.exponent, digitCount(this.coefficient) + this.exponent + digits);
    const text = coefficient.toString().padStart(digits + 1, '0');
    const fixed = digits === 0 ? text : `${text.slice(0, -digits)}.${text.slice(-digits)}`;
    return `${this.negative ? '-' : ''}${fixed}`;
  }

  /** decimal.js's text: plain, or with an exponent below 1e-7 and from 1e21. */
  toString(): string {
    const digits = this.coefficient.toString();
    const magnitude = this.exponent + digits.length - 1;
    let text: string;
    if (magnitude <= TO_EXP_NEG || magnitude >= TO_EXP_POS) {
      const fraction = digits.length > 1 ? `.${digits.slice(1)}` : '';
      text = `${digits.slice(0, 1)}${fraction}e${magnitude < 0 ? '-' : '+'}${Math.abs(magnitude)}`;
    } else if (this.exponent >= 0) {
      text = digits + '0'.repeat(this.exponent);
    } else if (magnitude >= 0) {
      text = `${digits.slice(0, magnitude + 1)}.${digits.slice(magnitude + 1)}`;
    } else {
      text = `0.${'0'.repeat(-magnitude - 1)}${digits}`;
    }
    return `${this.negative ? '-' : ''}${text}`;
  }
}
