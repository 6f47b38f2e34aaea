import { renderHook } from '@testing-library/react';
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
    rerender({ data: 'page 2' });

    expect(seen.slice(-2)).toEqual([
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
});
