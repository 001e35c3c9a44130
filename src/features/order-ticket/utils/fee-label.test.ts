import { expect, test } from 'vitest';
import { feeLabel } from './fee-label';

test("the broker's fee codes read as the fees' names", () => {
  expect(feeLabel('SEC_FEE')).toBe('SEC fee');
  expect(feeLabel('FINRA_TRADING_ACTIVITY_FEE')).toBe('FINRA trading activity fee');
  expect(feeLabel('FINRA_CAT_REGULATORY_FEE')).toBe('FINRA CAT fee');
});

test('a fee not known yet still reads as words', () => {
  expect(feeLabel('CLEARING_FEE')).toBe('Clearing fee');
});
