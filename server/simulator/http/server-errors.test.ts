import { expect, test, vi } from 'vitest';
import { useTestSimulator } from './testing/test-simulator';

const start = useTestSimulator();

test("the listening HTTP server's own error (an accept that fails) is said, not thrown, and it still answers", async () => {
  const { app } = start({ controlEnabled: true });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
  try {
    // What Node's net server emits when accept() fails, e.g. with no file descriptors left.
    expect(() => app.server.emit('error', Object.assign(new Error('accept EMFILE'), { code: 'EMFILE' }))).not.toThrow();
    expect(stderr.mock.calls).toEqual([['The HTTP server: accept EMFILE\n']]);
  } finally {
    stderr.mockRestore();
  }
  expect((await fetch(`${base}/_control/stats`)).status).toBe(200);
});
