// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import type { InstrumentSummary } from '../contracts/instruments';
import { SymbolCombobox, type PickedSymbol, type SymbolMatches } from './symbol-combobox';

const catalogue: InstrumentSummary[] = [
  { symbol: 'MSFT', name: 'Microsoft Corporation', exchange_code: 'NASDAQ', category: 'US_STOCK', instrument_id: '1' },
  { symbol: 'MU', name: 'Micron Technology', exchange_code: 'NASDAQ', category: 'US_STOCK', instrument_id: '2' },
  { symbol: 'AMD', name: 'Advanced Micro Devices', exchange_code: 'NASDAQ', category: 'US_STOCK', instrument_id: '3' },
];
const matching = (q: string) =>
  catalogue.filter((i) => `${i.symbol} ${i.name}`.toLowerCase().includes(q.toLowerCase()));

/** The search answered whatever was typed. */
const answered = (typed: string): SymbolMatches => ({
  query: typed,
  results: matching(typed),
  status: typed === '' ? 'idle' : 'done',
});

type HarnessProps = {
  answer?: (typed: string) => SymbolMatches;
  onPick: (picked: PickedSymbol) => void;
  releaseFocus?: boolean;
};

function Harness({ answer = answered, onPick, releaseFocus = false }: HarnessProps) {
  const [text, setText] = useState('');
  return (
    <>
      <SymbolCombobox
        label="Find a symbol"
        listLabel="Symbols found"
        placeholder="Symbol"
        value={text}
        onValueChange={setText}
        matches={answer(text.trim())}
        onPick={onPick}
        releaseFocus={releaseFocus}
      />
      <button type="button">Elsewhere</button>
    </>
  );
}

const box = () => screen.getByRole('combobox', { name: 'Find a symbol' });

afterEach(() => {
  cleanup();
});

test('typing opens the list; arrows move the highlight round it and Enter picks the highlighted one', async () => {
  const onPick = vi.fn();
  const user = userEvent.setup();
  render(<Harness onPick={onPick} />);
  expect(box().getAttribute('aria-expanded')).toBe('false');

  await user.type(box(), 'micro');
  const listbox = screen.getByRole('listbox', { name: 'Symbols found' });
  expect(box().getAttribute('aria-expanded')).toBe('true');
  expect(box().getAttribute('aria-controls')).toBe(listbox.id);
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
    expect.stringMatching(/^MSFT/),
    expect.stringMatching(/^MU/),
    expect.stringMatching(/^AMD/),
  ]);
  expect(box().getAttribute('aria-activedescendant')).toBeNull();

  await user.keyboard('{ArrowUp}');
  expect(screen.getByRole('option', { name: /^AMD/ }).getAttribute('aria-selected')).toBe('true');
  await user.keyboard('{ArrowDown}{ArrowDown}');
  const mu = screen.getByRole('option', { name: /^MU/ });
  expect(mu.getAttribute('aria-selected')).toBe('true');
  expect(box().getAttribute('aria-activedescendant')).toBe(mu.id);

  await user.keyboard('{Enter}');
  expect(onPick).toHaveBeenCalledWith({ symbol: 'MU', name: 'Micron Technology' });
  expect((box() as HTMLInputElement).value).toBe('');
  expect(screen.queryByRole('listbox')).toBeNull();
});

test('Enter without a highlight takes the first match, but never one listed for a shorter text', async () => {
  const onPick = vi.fn();
  const user = userEvent.setup();
  // The search has answered "m" only; "mu" is still on its way.
  render(
    <Harness
      onPick={onPick}
      answer={(typed) => ({ query: 'm', results: typed === '' ? [] : matching('m'), status: 'loading' })}
    />,
  );
  await user.type(box(), 'm{Enter}');
  expect(onPick).toHaveBeenLastCalledWith({ symbol: 'MSFT', name: 'Microsoft Corporation' });

  await user.type(box(), 'mu{Enter}');
  expect(onPick).toHaveBeenLastCalledWith({ symbol: 'MU', name: 'Micron Technology' });
});

test('Enter before anything is listed takes the text when it looks like a ticker, and only then', async () => {
  const onPick = vi.fn();
  const user = userEvent.setup();
  render(
    <Harness
      onPick={onPick}
      answer={(typed) => ({ query: '', results: [], status: typed === '' ? 'idle' : 'loading' })}
    />,
  );
  await user.type(box(), 'brk.b{Enter}');
  expect(onPick).toHaveBeenCalledWith({ symbol: 'BRK.B' });

  await user.type(box(), 'micro soft{Enter}');
  expect(onPick).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('status').textContent).toBe('Searching…');
});

test('Escape closes the list first and clears the text second; leaving the box closes the list', async () => {
  const user = userEvent.setup();
  render(<Harness onPick={vi.fn()} />);
  await user.type(box(), 'xyz');
  expect(screen.getByRole('status').textContent).toBe('No symbols match “xyz”');

  await user.keyboard('{Escape}');
  expect(box().getAttribute('aria-expanded')).toBe('false');
  expect(screen.queryByRole('listbox')).toBeNull();
  expect((box() as HTMLInputElement).value).toBe('xyz');
  await user.keyboard('{Escape}');
  expect((box() as HTMLInputElement).value).toBe('');
  expect(document.activeElement).toBe(box());

  await user.type(box(), 'amd');
  expect(screen.getByRole('listbox')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
  expect(screen.queryByRole('listbox')).toBeNull();
});

test('a click picks an option; an add box keeps the keyboard, a search gives it back', async () => {
  const onPick = vi.fn();
  const user = userEvent.setup();
  const view = render(<Harness onPick={onPick} />);
  await user.type(box(), 'amd');
  await user.click(screen.getByRole('option', { name: /^AMD/ }));
  expect(onPick).toHaveBeenCalledWith({ symbol: 'AMD', name: 'Advanced Micro Devices' });
  expect(document.activeElement).toBe(box());

  view.unmount();
  render(<Harness onPick={onPick} releaseFocus />);
  await user.type(box(), 'amd{Enter}');
  expect(onPick).toHaveBeenCalledTimes(2);
  expect(document.activeElement).not.toBe(box());
});

test('a failed search says why', async () => {
  const user = userEvent.setup();
  render(
    <Harness
      onPick={vi.fn()}
      answer={(typed) => ({
        query: typed,
        results: [],
        status: 'error',
        errorMessage: 'Too many requests; try again in 5 s.',
      })}
    />,
  );
  await user.type(box(), 'a');
  expect(screen.getByRole('status').textContent).toBe('Too many requests; try again in 5 s.');
});
