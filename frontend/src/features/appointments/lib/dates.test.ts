import { isDayOver } from './dates';

describe('isDayOver', () => {
  const times = ['09:00', '09:30', '17:30'];
  const at = (time: string) => ({ day: '2031-03-12', time });

  it('is over once the last time of today has come', () => {
    expect(isDayOver('2031-03-12', times, at('17:30'))).toBe(true);
    expect(isDayOver('2031-03-12', times, at('23:59'))).toBe(true);
  });

  it('is not while a time of today is ahead, nor on another day', () => {
    expect(isDayOver('2031-03-12', times, at('17:29'))).toBe(false);
    expect(isDayOver('2031-03-13', times, at('23:59'))).toBe(false);
  });
});
