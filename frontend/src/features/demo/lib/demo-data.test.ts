import dayjs from 'dayjs';
import { weekdayAfter } from './demo-data';

describe('the days of the demonstration', () => {
  it('count weekdays only, so no appointment falls on a weekend', () => {
    const thursday = dayjs('2026-11-26');
    expect([1, 2, 3, 5].map((count) => weekdayAfter(count, thursday))).toEqual([
      '2026-11-27',
      '2026-11-30',
      '2026-12-01',
      '2026-12-03',
    ]);
    expect(weekdayAfter(1, dayjs('2026-11-28'))).toBe('2026-11-30');
  });
});
