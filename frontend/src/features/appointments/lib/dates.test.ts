import { brasiliaDayAndTime } from '@/lib/dayjs';
import { isDayOver } from './dates';

describe('isDayOver', () => {
  const slots = (...passed: boolean[]) => passed.map((one, index) => ({ time: `0${9 + index}:00`, passed: one }));

  it('is over once the server says every time of the day has begun', () => {
    expect(isDayOver(slots(true, true, true))).toBe(true);
  });

  it('is not while a time is ahead, nor before the slots are known', () => {
    expect(isDayOver(slots(true, true, false))).toBe(false);
    expect(isDayOver(slots(false, false, false))).toBe(false);
    expect(isDayOver(undefined)).toBe(false);
    expect(isDayOver([])).toBe(false);
  });
});

describe("Brasília's day and time", () => {
  it('are read in Brasília, whatever the device: late evening there is already tomorrow in Lisbon', () => {
    expect(brasiliaDayAndTime(new Date('2031-03-13T01:30:00Z'))).toEqual({ day: '2031-03-12', time: '22:30' });
    expect(brasiliaDayAndTime(new Date('2031-03-12T03:05:00Z'))).toEqual({ day: '2031-03-12', time: '00:05' });
  });
});
