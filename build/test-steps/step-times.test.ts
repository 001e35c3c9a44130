import { expect, test } from 'vitest';
import { formatStepTimes } from './step-times';

test('each step is one line with its time and outcome, then the total', () => {
  expect(
    formatStepTimes(
      [
        { name: 'format check', ms: 21_400, code: 0 },
        { name: 'unit and server tests', ms: 412_600, code: 0 },
      ],
      2,
    ),
  ).toBe(
    [
      'Test steps:',
      '  format check             0 min 21 s  passed',
      '  unit and server tests    6 min 53 s  passed',
      '  total                    7 min 14 s',
    ].join('\n'),
  );
});

test('a failed step is marked and the steps it kept from running are counted', () => {
  const text = formatStepTimes([{ name: 'lint and typecheck', ms: 95_000, code: 2 }], 4);
  expect(text.split('\n').slice(1)).toEqual([
    '  lint and typecheck    1 min 35 s  FAILED',
    '  (3 later steps not run)',
    '  total                 1 min 35 s',
  ]);
});
