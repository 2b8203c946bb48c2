import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable.tsx';

function Greeting({ name }: { name: string }) {
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" onClick={() => setClicks(clicks + 1)}>
      Hej {name}, {clicks}
    </button>
  );
}

const renderInSuspense = (ui: React.ReactNode) => render(<Suspense fallback={<p>Laddar</p>}>{ui}</Suspense>);

describe('preloadable', () => {
  it('shows the fallback while its code loads when first shown, then the component', async () => {
    const Lazy = preloadable(async () => Greeting);
    renderInSuspense(<Lazy name="Ada" />);
    expect(screen.getByText('Laddar')).toBeDefined();
    expect(await screen.findByRole('button', { name: 'Hej Ada, 0' })).toBeDefined();
  });

  it('renders at once, without its fallback, once preloaded', async () => {
    const Lazy = preloadable(async () => Greeting);
    await Lazy.preload();
    renderInSuspense(<Lazy name="Ada" />);
    expect(screen.queryByText('Laddar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Hej Ada, 0' })).toBeDefined();
  });

  it('loads its code once, however often preloaded and shown', async () => {
    const load = vi.fn(async () => Greeting);
    const Lazy = preloadable(load);
    await Promise.all([Lazy.preload(), Lazy.preload()]);
    renderInSuspense(<Lazy name="Ada" />);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the shown component, and its state, when its code finishes loading meanwhile', async () => {
    const Lazy = preloadable(async () => Greeting);
    const { rerender } = renderInSuspense(<Lazy name="Ada" />);
    const button = await screen.findByRole('button', { name: 'Hej Ada, 0' });
    await act(async () => button.click());
    rerender(
      <Suspense fallback={<p>Laddar</p>}>
        <Lazy name="Bo" />
      </Suspense>,
    );
    expect(screen.getByRole('button', { name: 'Hej Bo, 1' })).toBeDefined();
  });

  it('tries again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Greeting);
    const Lazy = preloadable(load);
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await Lazy.preload();
    renderInSuspense(<Lazy name="Ada" />);
    expect(screen.getByRole('button', { name: 'Hej Ada, 0' })).toBeDefined();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
