/**
 * A short two-tone chime for a firing, made with Web Audio rather than an audio file: nothing to
 * fetch, and the CSP needs no media source. Browsers start audio only after the trader has
 * interacted with the page; before that this is silent, and the toast still shows.
 */
export function playAlertSound(): void {
  if (typeof AudioContext === 'undefined') return;
  try {
    const context = new AudioContext();
    const gain = context.createGain();
    gain.connect(context.destination);
    const start = context.currentTime;
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.2, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.35);
    for (const [frequency, at] of [
      [880, 0],
      [1320, 0.12],
    ] as const) {
      const tone = context.createOscillator();
      tone.frequency.value = frequency;
      tone.connect(gain);
      tone.start(start + at);
      tone.stop(start + at + 0.2);
    }
    setTimeout(() => {
      void context.close().catch(() => undefined);
    }, 600);
  } catch {
    // no audio output: the toast and the notification still tell
  }
}
