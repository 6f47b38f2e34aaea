import { renderHook, waitFor } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { useSlicedData } from './sliced-data';

interface Props {
  data?: string;
}

/** Renders the hook from `initial`, keeping what every render returned. */
function renderSliced(initial: Props) {
  const seen: ReturnType<typeof useSlicedData<string>>[] = [];
  const { rerender } = renderHook(
    ({ data }: Props) => {
      const sliced = useSlicedData(data);
      seen.push(sliced);
      return sliced;
    },
    { initialProps: initial },
  );
  return { seen, rerender };
}

describe('useSlicedData', () => {
  it('draws first without the data that just arrived, then with it', () => {
    const { seen, rerender } = renderSliced({});
    expect(seen).toEqual([{ data: undefined, arriving: false }]);

    rerender({ data: 'page 1' });

    expect(seen.slice(1)).toEqual([
      { data: undefined, arriving: true },
      { data: 'page 1', arriving: false },
    ]);
  });

  it('keeps showing the previous data, not arriving, while the next takes its place', () => {
    const { seen, rerender } = renderSliced({ data: 'page 1' });
    seen.length = 0;
    rerender({ data: 'page 2' });

    expect(seen).toEqual([
      { data: 'page 1', arriving: false },
      { data: 'page 2', arriving: false },
    ]);
  });

  it('drops the data at once when it goes away, and slices the next arrival again', () => {
    const { seen, rerender } = renderSliced({ data: 'page 1' });
    seen.length = 0;
    rerender({});
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((sliced) => sliced.data === undefined && !sliced.arriving)).toBe(true);

    seen.length = 0;
    rerender({ data: 'page 2' });
    expect(seen).toEqual([
      { data: undefined, arriving: true },
      { data: 'page 2', arriving: false },
    ]);
  });

  it('draws the data in a later render than the one that brought it, not in the same task', async () => {
    function Probe({ data }: Props) {
      const sliced = useSlicedData(data);
      return <>{sliced.arriving ? 'arriving' : (sliced.data ?? 'nothing')}</>;
    }
    // Outside act(), which would run every pending render at once: as in a browser.
    const react = globalThis as typeof globalThis & { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = react.IS_REACT_ACT_ENVIRONMENT;
    react.IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.createElement('div');
    const root = createRoot(container);
    try {
      flushSync(() => {
        root.render(<Probe />);
      });
      flushSync(() => {
        root.render(<Probe data="page 1" />);
      });
      // The urgent render is over and the data is not drawn yet: it waits for a render of its own.
      expect(container.textContent).toBe('arriving');
      await waitFor(() => {
        expect(container.textContent).toBe('page 1');
      });
    } finally {
      flushSync(() => {
        root.unmount();
      });
      react.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });
});
