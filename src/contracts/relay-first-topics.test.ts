import { expect, test } from 'vitest';
import { firstTopicsQuery, MAX_FIRST_TOPICS, readFirstTopics } from './relay-first-topics';

test('the topics a tab puts on the upgrade URL are the ones the relay reads back', () => {
  const query = firstTopicsQuery(['status/feed', 'quote/BRK.B', 'orders/ACC1']);
  expect(query).toBe('?subscribe=status%2Ffeed%2Cquote%2FBRK.B%2Corders%2FACC1');
  expect(readFirstTopics(`/mqtt${query}`)).toEqual(['status/feed', 'quote/BRK.B', 'orders/ACC1']);
  expect(firstTopicsQuery([])).toBe('');
});

test('a tab names at most the first MAX_FIRST_TOPICS; the relay reads none from a longer list', () => {
  const many = Array.from({ length: MAX_FIRST_TOPICS + 1 }, (_, i) => `quote/S${String(i)}`);
  expect(readFirstTopics(`/mqtt${firstTopicsQuery(many)}`)).toEqual(many.slice(0, MAX_FIRST_TOPICS));
  expect(readFirstTopics(`/mqtt?subscribe=${many.join(',')}`)).toEqual([]);
});

test('a target without the parameter, or with a malformed query, names no topic', () => {
  expect(readFirstTopics('/mqtt')).toEqual([]);
  expect(readFirstTopics('/mqtt?other=1')).toEqual([]);
  expect(readFirstTopics('/mqtt?subscribe=%E0%A4%A')).toEqual([]);
  expect(readFirstTopics('/mqtt?a=1&subscribe=quote%2FAAPL&b=2')).toEqual(['quote/AAPL']);
  expect(readFirstTopics(`/mqtt?subscribe=${'x'.repeat(MAX_FIRST_TOPICS * 64 + 1)}`)).toEqual([]);
});
