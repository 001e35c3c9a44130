// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { BarList } from './bar-list';
import { GroupedBars } from './grouped-bars';
import { RangeBar } from './range-bar';
import { Sparkline } from './sparkline';
import { StackedBar } from './stacked-bar';

afterEach(cleanup);

const money = (value: string) => `$${value}`;

test('a sparkline says which way the series went, from the first to the last value', () => {
  render(<Sparkline label="Net income trend" values={['10', undefined, '8', '12.5']} format={money} />);
  const picture = screen.getByRole('img', { name: 'Net income trend: up from $10 to $12.5' });
  expect(picture.querySelector('title')?.textContent).toBe('Net income trend: up from $10 to $12.5');
  // The gap after the first value is not bridged: a dot, then a line through the last two.
  expect(picture.querySelectorAll('circle')).toHaveLength(1);
  expect(picture.querySelectorAll('polyline')).toHaveLength(1);
});

test('a sparkline without figures says so', () => {
  render(<Sparkline label="EPS trend" values={[undefined, undefined]} />);
  expect(screen.getByRole('img', { name: 'EPS trend: no data' })).toBeTruthy();
});

test('a bar list names every bar with its value and marks the highlighted one', () => {
  render(
    <BarList
      label="EPS across the industry"
      items={[
        { key: 'MSFT', label: 'MSFT', value: '12.1', display: '12.10' },
        { key: 'AAPL', label: 'AAPL', value: '6.5', display: '6.50', highlight: true },
        { key: 'XYZ', label: 'XYZ', value: '-1', display: '-1.00' },
      ]}
    />,
  );
  const picture = screen.getByRole('img', { name: 'EPS across the industry' });
  const titles = [...picture.querySelectorAll('g > title')].map((t) => t.textContent);
  expect(titles).toEqual(['MSFT: 12.10', 'AAPL: 6.50 (selected)', 'XYZ: -1.00']);
  expect(picture.querySelectorAll('[data-highlight="true"]')).toHaveLength(1);
  // The negative bar starts left of the zero line where the positive ones begin.
  const [msft, , xyz] = [...picture.querySelectorAll('rect')];
  expect(Number(xyz?.getAttribute('x'))).toBeLessThan(Number(msft?.getAttribute('x')));
});

test('a range bar reads out low, mean, high and the price against them', () => {
  render(
    <RangeBar
      label="Analyst price targets"
      low="150"
      high="250"
      mid="210"
      midLabel="mean"
      marker="190.5"
      markerLabel="last price"
      format={money}
    />,
  );
  expect(
    screen.getByRole('img', { name: 'Analyst price targets: low $150, mean $210, high $250, last price $190.5' }),
  ).toBeTruthy();
});

test('grouped bars read out each group and leave unreported values out of the drawing', () => {
  render(
    <GroupedBars
      label="EPS actual vs estimate"
      series={[
        { name: 'Actual', fillClass: 'fill-sky-600' },
        { name: 'Estimate', fillClass: 'fill-slate-400' },
      ]}
      groups={[
        { key: 'q1', label: 'Q1 2026', values: ['1.5', '1.4'] },
        { key: 'q2', label: 'Q2 2026', values: [undefined, '1.6'] },
      ]}
      format={money}
    />,
  );
  const picture = screen.getByRole('img', {
    name: 'EPS actual vs estimate. Q1 2026: Actual $1.5, Estimate $1.4; Q2 2026: Actual not reported, Estimate $1.6',
  });
  // Three bars drawn plus two key swatches.
  expect(picture.querySelectorAll('rect > title')).toHaveLength(3);
});

test('a stacked bar sizes segments by their share and reads out each part', () => {
  render(
    <StackedBar
      label="Ratings of 10 analysts"
      width={100}
      segments={[
        { key: 'buy', label: 'Buy', value: '6', fillClass: 'fill-emerald-500' },
        { key: 'hold', label: 'Hold', value: '3', fillClass: 'fill-slate-400' },
        { key: 'sell', label: 'Sell', value: '1', fillClass: 'fill-red-600' },
      ]}
    />,
  );
  const picture = screen.getByRole('img', { name: 'Ratings of 10 analysts: Buy 6, Hold 3, Sell 1' });
  const widths = [...picture.querySelectorAll('rect')].slice(0, 3).map((rect) => Number(rect.getAttribute('width')));
  expect(widths).toEqual([60, 30, 10]);
});
