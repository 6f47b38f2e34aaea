import { renderHook } from '@testing-library/react';
import { useVisitedTabs } from './visited-tabs';

it('remembers every tab opened, the current one from its first render', () => {
  const { result, rerender } = renderHook(({ tab }: { tab: string }) => useVisitedTabs(tab), {
    initialProps: { tab: 'labor' },
  });
  expect([...result.current]).toEqual(['labor']);

  rerender({ tab: 'benefit' });
  expect([...result.current]).toEqual(['labor', 'benefit']);

  rerender({ tab: 'labor' });
  expect([...result.current]).toEqual(['labor', 'benefit']);
});
