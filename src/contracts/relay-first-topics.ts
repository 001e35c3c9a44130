import { z } from 'zod';

/**
 * Topics a tab names on the relay's upgrade URL (`/mqtt?subscribe=status/feed,quote/AAPL`): the
 * relay grants them at CONNECT, as a SUBSCRIBE would, and sends their latest values right after
 * the CONNACK, a round trip before the SUBSCRIBE that mqtt.js sends once it has the CONNACK
 * (docs/decisions/0091-the-live-connection-opens-with-the-session.md). The tab subscribes them as
 * usual too; the relay answers that SUBSCRIBE without sending their values again.
 */
export const FIRST_TOPICS_PARAM = 'subscribe';

/** At most this many topics on the URL: the first screen's few, never a whole watchlist. */
export const MAX_FIRST_TOPICS = 16;

const firstTopicsSchema = z
  .string()
  .max(MAX_FIRST_TOPICS * 64)
  .transform((value) => value.split(',').filter((topic) => topic !== ''))
  .pipe(z.array(z.string()).max(MAX_FIRST_TOPICS));

/** The query string (with its `?`) naming `topics`, empty for none; the first MAX_FIRST_TOPICS only. */
export function firstTopicsQuery(topics: readonly string[]): string {
  if (topics.length === 0) return '';
  return `?${FIRST_TOPICS_PARAM}=${encodeURIComponent(topics.slice(0, MAX_FIRST_TOPICS).join(','))}`;
}

/**
 * The topics a request target's query names (text after the first `?`); none when it names none,
 * too many or too long a list, or cannot be decoded. Whether each topic is allowed is the relay's
 * allowlist to say.
 */
export function readFirstTopics(target: string): string[] {
  const at = target.indexOf('?');
  if (at < 0) return [];
  const prefix = `${FIRST_TOPICS_PARAM}=`;
  const field = target
    .slice(at + 1)
    .split('&')
    .find((part) => part.startsWith(prefix));
  if (field === undefined) return [];
  let named: string;
  try {
    named = decodeURIComponent(field.slice(prefix.length));
  } catch {
    return [];
  }
  const parsed = firstTopicsSchema.safeParse(named);
  return parsed.success ? parsed.data : [];
}
