import type { Drawing } from '@contracts/drawings';

/** A trend line and a note, as a page would save them. */
export const sampleDrawings: readonly Drawing[] = [
  {
    id: '3f1c2a4e-8b7d-4c6e-9a1b-2d3e4f5a6b7c',
    kind: 'trend-line',
    points: [
      { time: 1_767_000_000_000, price: '190.20' },
      { time: 1_767_086_400_000, price: '195.40' },
    ],
    style: { color: '#2563eb', width: 2 },
    text: '',
  },
  {
    id: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
    kind: 'text',
    points: [{ time: 1_767_000_000_000, price: '200' }],
    style: { color: '#dc2626', width: 1 },
    text: 'Earnings gap — watch 200',
  },
];
