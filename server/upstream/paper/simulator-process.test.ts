import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { spawnSimulator } from './simulator-process';

test('what the simulator writes to stderr reaches the caller line by line', async () => {
  const errorLines: string[] = [];
  // A port that is no number stops the simulator at once with its reasons on stderr.
  const started = spawnSimulator({
    env: { SIM_HTTP_PORT: 'not-a-port', SIM_MQTT_PORT: '0' },
    onErrorLine: (line) => errorLines.push(line),
  });
  await expect(started).rejects.toThrow('exited');
  expect(errorLines[0]).toBe('Simulator not started; fix these variables:');
  expect(errorLines.some((line) => line.includes('SIM_HTTP_PORT'))).toBe(true);
});

test('a simulator that cannot be started fails the start in words, with no uncaught error event', async () => {
  const errorLines: string[] = [];
  // No such folder: the operating system refuses the spawn, which Node reports as an 'error' event.
  const started = spawnSimulator({
    env: {},
    cwd: join(tmpdir(), `no-such-folder-${randomBytes(6).toString('hex')}`),
    onErrorLine: (line) => errorLines.push(line),
  });
  await expect(started).rejects.toThrow(/^the simulator could not be started: spawn .* ENOENT$/);
  expect(errorLines).toEqual([expect.stringMatching(/^The simulator process: spawn .* ENOENT$/)]);
});
