import { expect, test } from 'vitest';
import { redactSecrets } from './redact-secrets';

test('every occurrence of each secret is blanked, also as JSON writes it; an empty value blanks nothing', () => {
  const secret = 'se"cr\\et';
  const line = JSON.stringify({ msg: `refused ${secret} and tok-1, tok-1 again` });
  expect(redactSecrets(line, [secret, 'tok-1', ''])).toBe(
    JSON.stringify({ msg: 'refused [redacted] and [redacted], [redacted] again' }),
  );
  expect(redactSecrets('plain text', [''])).toBe('plain text');
});
