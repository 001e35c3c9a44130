import { act } from '@testing-library/react';
import { createLiveStore } from '../lib/live-store';
import { createTestFrames, createTestTransport } from './live-test-transport';

/**
 * A live store started on an in-memory transport with hand-run frames; `online` also reports the
 * link up (and runs the frame), as a tab whose relay connection has opened.
 */
export function startTestLiveStore({ online = false }: { online?: boolean } = {}) {
  const wire = createTestTransport();
  const frames = createTestFrames();
  const store = createLiveStore(frames);
  store.start(wire.transport);
  if (online)
    act(() => {
      wire.setLink('online');
      frames.run();
    });
  return { wire, frames, store };
}
