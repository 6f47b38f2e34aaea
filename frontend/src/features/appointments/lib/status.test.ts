import { badgeColours, statusOf } from './status';

describe('appointment statuses', () => {
  it('reads the aliases as the canonical status and anything unknown as pending', () => {
    expect(statusOf('confirmado')).toBe('confirmed');
    expect(statusOf('canceled')).toBe('cancelled');
    expect(statusOf('Concluído')).toBe('completed');
    expect(statusOf('talvez')).toBe('pending');
    expect(statusOf(null)).toBe('pending');
  });

  it('colours the list yellow, green, red, blue and the calendar green, yellow, grey', () => {
    expect(['pending', 'confirmed', 'cancelled', 'completed'].map((s) => badgeColours(statusOf(s)).color)).toEqual([
      'yellow.4',
      '#1e7b34',
      'red.9',
      'blue.9',
    ]);
    expect(
      ['pending', 'confirmed', 'cancelled', 'completed'].map((s) => badgeColours(statusOf(s), 'calendar').color),
    ).toEqual(['yellow.4', '#1e7b34', 'gray.7', 'gray.7']);
  });
});
