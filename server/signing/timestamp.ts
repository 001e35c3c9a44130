import { randomBytes } from 'node:crypto';

/** `YYYY-MM-DDThh:mm:ssZ` in UTC, second precision, as `x-timestamp` requires. */
export function formatSigningTimestamp(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

const TIMESTAMP_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})Z$/;

/** Parses an `x-timestamp` value; null when it is not exactly the documented format. */
export function parseSigningTimestamp(value: string): Date | null {
  if (!TIMESTAMP_PATTERN.test(value)) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime()) || formatSigningTimestamp(date) !== value) return null;
  return date;
}

/** A fresh nonce from the CSPRNG: 32 hex characters, like the docs' example. */
export function newNonce(): string {
  return randomBytes(16).toString('hex');
}
