// The timer thread of worker-interval.ts: intervals here keep time while the tab is in the
// background, where the page's own timers are throttled.

type Command = { op: 'set'; id: number; ms: number } | { op: 'clear'; id: number };

const intervals = new Map<number, ReturnType<typeof setInterval>>();

function isCommand(value: unknown): value is Command {
  if (
    typeof value !== 'object' ||
    value === null ||
    !('op' in value) ||
    !('id' in value) ||
    typeof value.id !== 'number'
  )
    return false;
  if (value.op === 'clear') return true;
  return value.op === 'set' && 'ms' in value && typeof value.ms === 'number';
}

self.addEventListener('message', (event: MessageEvent<unknown>) => {
  const command = event.data;
  if (!isCommand(command)) return;
  clearInterval(intervals.get(command.id));
  intervals.delete(command.id);
  if (command.op === 'set') {
    const { id } = command;
    intervals.set(
      id,
      setInterval(() => {
        self.postMessage(id);
      }, command.ms),
    );
  }
});
