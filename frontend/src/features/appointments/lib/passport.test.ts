import { findPassportService, passportServiceName } from './passport';

const services = [
  { id: 1, name: 'Agendamento de Passaporte Italiano', country: 'Itália' },
  { id: 2, name: 'Renovação de Passaporte', country: 'Portugal' },
  { id: 3, name: 'Solicitação de Visto', country: 'Portugal' },
  { id: 9, name: 'Passaporte Espanhol', country: 'Espanha' },
];

describe('the passport service of ?type=passport&country=', () => {
  it.each([
    ['Itália', 'Agendamento de Passaporte Italiano'],
    ['italia', 'Agendamento de Passaporte Italiano'],
    ['Portugal', 'Renovação de Passaporte'],
    ['Espanha', 'Passaporte Espanhol'],
  ])('country=%s is %s', (country, name) => {
    expect(passportServiceName(services, 'passport', country)).toBe(name);
  });

  it('finds nothing for a country without a passport service, another type, or no country', () => {
    expect(findPassportService(services, 'passport', 'Polônia')).toBeNull();
    expect(findPassportService(services, 'passport', 'Japão')).toBeNull();
    expect(findPassportService(services, 'visa', 'Itália')).toBeNull();
    expect(findPassportService(services, 'passport', null)).toBeNull();
  });
});
