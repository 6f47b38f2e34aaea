import { brasiliaDayAndTime } from '@/lib/dayjs';
import { isDayOver } from './dates';

describe('isDayOver', () => {
  const slots = ['09:00', '09:30', '17:30'].map((time) => ({ time }));
  const at = (time: string) => ({ day: '2031-03-12', time });

  it('is over once the last time of today has come', () => {
    expect(isDayOver('2031-03-12', slots, at('17:30'))).toBe(true);
    expect(isDayOver('2031-03-12', slots, at('23:59'))).toBe(true);
  });

  it('is not while a time of today is ahead, on another day, nor before the slots are known', () => {
    expect(isDayOver('2031-03-12', slots, at('17:29'))).toBe(false);
    expect(isDayOver('2031-03-13', slots, at('23:59'))).toBe(false);
    expect(isDayOver('2031-03-12', undefined, at('23:59'))).toBe(false);
  });
});

describe("Brasília's day and time", () => {
  it('are read in Brasília, whatever the device: late evening there is already tomorrow in Lisbon', () => {
    expect(brasiliaDayAndTime(new Date('2031-03-13T01:30:00Z'))).toEqual({ day: '2031-03-12', time: '22:30' });
    expect(brasiliaDayAndTime(new Date('2031-03-12T03:05:00Z'))).toEqual({ day: '2031-03-12', time: '00:05' });
  });
});
