/** What the helpers need of a catalogue service. */
export interface NamedService {
  id: number;
  name: string;
  country: string;
}

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/** The countries `?type=passport&country=` names (the quick-access links), with the words of their services. */
const PASSPORT_COUNTRIES: Record<string, { country: string; words: string[] }> = {
  italia: { country: 'italia', words: ['italiano', 'italiana', 'italia'] },
  portugal: { country: 'portugal', words: ['portugues', 'portuguesa', 'portugal'] },
  espanha: { country: 'espanha', words: ['espanhol', 'espanhola', 'espanha'] },
  polonia: { country: 'polonia', words: ['polones', 'polonesa', 'polonia'] },
};

/**
 * The passport service that `?type=passport&country=Itália|Portugal|Espanha|Polônia` on
 * /appointments asks for: a service whose name says 'passaporte' and whose country, or name,
 * is that country's (accents and case do not matter). Null when the query asks for something
 * else or the catalogue has no such service.
 */
export function findPassportService<S extends NamedService>(
  services: readonly S[],
  type: string | null | undefined,
  country: string | null | undefined,
): S | null {
  if (plain(type ?? '') !== 'passport') return null;
  const wanted = PASSPORT_COUNTRIES[plain(country ?? '')];
  if (!wanted) return null;
  const passports = services.filter((service) => plain(service.name).includes('passaporte'));
  const byName = passports.find((service) => wanted.words.some((word) => plain(service.name).includes(word)));
  const byCountry = passports.find((service) => plain(service.country) === wanted.country);
  return byName ?? byCountry ?? null;
}

/** The name of that service, or null. */
export function passportServiceName(
  services: readonly NamedService[],
  type: string | null | undefined,
  country: string | null | undefined,
): string | null {
  return findPassportService(services, type, country)?.name ?? null;
}
