import Decimal from 'decimal.js';
import { formatPrice, formatSignedPrice } from '@src/lib/format-decimal';

/** `"1234.5"` -> `"1,234.50"`: money to the cent. */
export const money = (value: string): string => formatPrice(new Decimal(value).toFixed(2), 2);

/** `"1234.5"` -> `"+1,234.50"`: a gain or loss to the cent, with its sign. */
export const signedMoney = (value: string): string => formatSignedPrice(new Decimal(value).toFixed(2));

/** `"10.00"` -> `"10"`, `"-0.50"` -> `"-0.5"`: a share count as people write it. */
export const shares = (value: string): string => new Decimal(value).toFixed();
