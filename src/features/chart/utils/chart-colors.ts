import type { UsSession } from '@market/sessions';

export type ChartTheme = 'dark' | 'light';

/** Every colour the chart paints, per theme. */
export type ChartPalette = {
  background: string;
  text: string;
  grid: string;
  /** The line between the candles' pane and the volume pane (the library's own is near white). */
  separator: string;
  up: string;
  down: string;
  volumeUp: string;
  volumeDown: string;
  /** Background tint per session; the regular session stays clear. */
  session: Record<UsSession, string>;
};

const SESSION_DARK: Record<UsSession, string> = {
  pre: 'rgba(56, 189, 248, 0.10)',
  regular: 'rgba(0, 0, 0, 0)',
  post: 'rgba(192, 132, 252, 0.10)',
  overnight: 'rgba(148, 163, 184, 0.12)',
};

const SESSION_LIGHT: Record<UsSession, string> = {
  pre: 'rgba(14, 165, 233, 0.10)',
  regular: 'rgba(0, 0, 0, 0)',
  post: 'rgba(168, 85, 247, 0.09)',
  overnight: 'rgba(100, 116, 139, 0.12)',
};

export function chartPalette(theme: ChartTheme): ChartPalette {
  const dark = theme === 'dark';
  return {
    background: dark ? '#020617' : '#ffffff',
    text: dark ? '#cbd5e1' : '#334155',
    grid: dark ? 'rgba(148, 163, 184, 0.12)' : 'rgba(100, 116, 139, 0.15)',
    separator: dark ? '#1e293b' : '#e2e8f0',
    up: dark ? '#34d399' : '#059669',
    down: dark ? '#f87171' : '#dc2626',
    volumeUp: dark ? 'rgba(52, 211, 153, 0.45)' : 'rgba(5, 150, 105, 0.40)',
    volumeDown: dark ? 'rgba(248, 113, 113, 0.45)' : 'rgba(220, 38, 38, 0.40)',
    session: dark ? SESSION_DARK : SESSION_LIGHT,
  };
}
