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

test('a step of scripts side by side has a line per script under its own, each with its time', () => {
  const text = formatStepTimes(
    [
      {
        name: 'checks and build',
        ms: 290_000,
        code: 1,
        scripts: [
          { name: 'lint', ms: 100_000, code: 0 },
          { name: 'test:unit', ms: 290_000, code: 1 },
        ],
      },
    ],
    2,
  );
  expect(text.split('\n').slice(1)).toEqual([
    '  checks and build    4 min 50 s  FAILED',
    '    lint              1 min 40 s  passed',
    '    test:unit         4 min 50 s  FAILED',
    '  (1 later step not run)',
    '  total               4 min 50 s',
  ]);
});
