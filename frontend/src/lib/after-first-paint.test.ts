import { act, renderHook } from '@testing-library/react';
import { useAfterFirstPaint } from './after-first-paint';

describe('useAfterFirstPaint', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('is false on the first render and until a frame has been painted, then true', () => {
    const { result } = renderHook(() => useAfterFirstPaint());
    expect(result.current).toBe(false);

    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(result.current).toBe(false);

    act(() => {
      jest.advanceTimersByTime(50);
    });
    expect(result.current).toBe(true);
  });
});
