import { expect, test } from 'vitest';
import { createKeyedSerial } from './keyed-serial';

/** A promise opened from outside. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}
const settle = () => new Promise((resolve) => setImmediate(resolve));

test("one key's work waiting does not hold back another key's, and each key keeps its order", async () => {
  const serial = createKeyedSerial(() => undefined);
  const seen: string[] = [];
  const read = gate();
  void serial.forKey('elsewhere', async () => {
    await read.opened;
    seen.push('elsewhere 1');
  });
  void serial.forKey('elsewhere', () => Promise.resolve(void seen.push('elsewhere 2')));
  void serial.forKey('mine', () => Promise.resolve(void seen.push('mine 1')));
  await serial.forKey('mine', () => Promise.resolve(void seen.push('mine 2')));
  expect(seen).toEqual(['mine 1', 'mine 2']);
  read.open();
  await settle();
  expect(seen).toEqual(['mine 1', 'mine 2', 'elsewhere 1', 'elsewhere 2']);
});

test('work alone waits for all queued before it, and work after it waits for it', async () => {
  const serial = createKeyedSerial(() => undefined);
  const seen: string[] = [];
  const read = gate();
  void serial.forKey('a', async () => {
    await read.opened;
    seen.push('a');
  });
  void serial.forKey('b', () => Promise.resolve(void seen.push('b')));
  const catchUp = gate();
  void serial.alone(async () => {
    seen.push('alone starts');
    await catchUp.opened;
    seen.push('alone ends');
  });
  void serial.forKey('c', () => Promise.resolve(void seen.push('c')));
  await settle();
  expect(seen).toEqual(['b']);
  read.open();
  await settle();
  expect(seen).toEqual(['b', 'a', 'alone starts']);
  catchUp.open();
  await settle();
  expect(seen).toEqual(['b', 'a', 'alone starts', 'alone ends', 'c']);
});

test('a failure is reported once and the work after it still runs', async () => {
  const failures: unknown[] = [];
  const serial = createKeyedSerial((error) => failures.push(error));
  const failed = serial.forKey('a', () => Promise.reject(new Error('read refused')));
  await expect(failed).rejects.toThrow('read refused');
  await expect(serial.forKey('a', () => Promise.resolve('next'))).resolves.toBe('next');
  await expect(serial.alone(() => Promise.resolve('alone'))).resolves.toBe('alone');
  expect(failures).toEqual([new Error('read refused')]);
});
