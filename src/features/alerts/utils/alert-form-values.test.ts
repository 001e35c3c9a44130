import { expect, test } from 'vitest';
import { blankForm, checkForm } from './alert-form-values';

const NOW = Date.UTC(2026, 10, 27, 15);

test('a filled form makes the alert the BFF keeps', () => {
  const form = { ...blankForm('aapl', '200.5'), repeat: 'every' as const, cooldown: '60', note: 'breakout' };
  expect(checkForm(form, NOW)).toEqual({
    alert: {
      symbol: 'AAPL',
      condition: { type: 'price-crosses', direction: 'above', level: '200.5' },
      repeat: { mode: 'every', cooldown_s: 60 },
      expires_at: null,
      note: 'breakout',
    },
  });
});

test('each field says what is wrong with it, in words', () => {
  expect(checkForm({ ...blankForm(''), level: '' }, NOW).errors).toEqual({
    symbol: 'Enter a symbol',
    level: 'Enter a price',
  });
  expect(
    checkForm({ ...blankForm('AAPL'), type: 'price-range', direction: 'enters', low: '10', high: '9' }, NOW).errors,
  ).toEqual({
    high: 'the range runs from its low to a higher high',
  });
  expect(checkForm({ ...blankForm('AAPL', '1'), repeat: 'every', cooldown: '5' }, NOW).errors).toEqual({
    cooldown: 'a cooldown is at least 10 s',
  });
  expect(checkForm({ ...blankForm('AAPL', '1'), expires: '2026-01-01T10:00' }, NOW).errors).toEqual({
    expires: 'An expiry is in the future',
  });
  expect(checkForm({ ...blankForm('AAPL'), type: 'day-volume', volume: '1.5' }, NOW).errors).toEqual({
    volume: 'a volume is whole shares',
  });
});
