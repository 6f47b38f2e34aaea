import { withFakeCaches } from '@/testing/fake-caches';
import {
  appointmentReference,
  clearOfflineCards,
  OFFLINE_CACHE,
  readOfflineCards,
  saveOfflineCards,
} from './offline-cards';

const card = {
  id: 7,
  serviceName: 'Passaporte Italiano',
  location: 'Consulado',
  date: '2027-03-04',
  time: '09:30',
  status: 'confirmed',
};

describe('the appointments kept for offline reading', () => {
  const fake = withFakeCaches();

  it('are read back as saved, for the user who saved them, and a new save replaces them', async () => {
    await saveOfflineCards(3, [card]);
    expect(await readOfflineCards()).toMatchObject({ userId: 3, cards: [card] });

    await saveOfflineCards(4, []);
    expect(await readOfflineCards()).toMatchObject({ userId: 4, cards: [] });
  });

  it('are erased, cache and all', async () => {
    await saveOfflineCards(3, [card]);
    await clearOfflineCards();
    expect(fake.names()).not.toContain(OFFLINE_CACHE);
    expect(await readOfflineCards()).toBeNull();
  });

  it('name the appointment by the calendar invite UID', () => {
    expect(appointmentReference(7)).toBe('agendamento-7@facilitando-burocracias');
  });
});

describe('without Cache Storage (an old browser, private mode)', () => {
  it('keeps nothing and fails nothing', async () => {
    await saveOfflineCards(3, [card]);
    expect(await readOfflineCards()).toBeNull();
    await clearOfflineCards();
  });
});
