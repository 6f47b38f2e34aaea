import type { QrLook } from '@/components/qr';
import { paths } from '@/config/paths';

/** The nine services a quick-access QR code can open. */
export const QUICK_SERVICES = [
  'passaporte-italia',
  'passaporte-portugal',
  'passaporte-espanha',
  'passaporte-polonia',
  'cidadania-contra-decreto',
  'cidadania-em-andamento',
  'cidadania-menores',
  'curso-italiano',
  'documentos',
] as const;
export type QuickService = (typeof QUICK_SERVICES)[number];

/** The citizenship offer each citizenship service opens (`/italian-citizenship?type=`). */
const CITIZENSHIP_TYPES: Partial<Record<QuickService, string>> = {
  'cidadania-contra-decreto': 'contra-decreto',
  'cidadania-em-andamento': 'em-andamento',
  'cidadania-menores': 'menores-urgente',
};

/** The spec's defaults: black on white, 200 px, a quiet zone of one module. */
export const QR_DEFAULTS: QrLook = { dark: '#000000', light: '#FFFFFF', size: 200, margin: 1 };
export const QR_SIZE = { min: 100, max: 400, step: 10 } as const;

/** A size within 100-400 on the 10 px steps of the slider. */
export function clampSize(size: number): number {
  if (!Number.isFinite(size)) return QR_DEFAULTS.size;
  const stepped = Math.round(size / QR_SIZE.step) * QR_SIZE.step;
  return Math.min(QR_SIZE.max, Math.max(QR_SIZE.min, stepped));
}

/** The route and query a service opens, before the origin. */
function routeOf(service: QuickService): { path: string; query: [string, string][] } {
  if (service.startsWith('passaporte-')) {
    // /appointments opens the booking dialog with this passport service chosen (lib/passport.ts there).
    return {
      path: paths.appointments,
      query: [
        ['type', 'passport'],
        ['country', service.slice('passaporte-'.length)],
      ],
    };
  }
  const citizenship = CITIZENSHIP_TYPES[service];
  if (citizenship) return { path: paths.italianCitizenship, query: [['type', citizenship]] };
  if (service === 'curso-italiano') return { path: paths.italianCourse, query: [] };
  return { path: paths.documents, query: [] };
}

/** The link a service's QR code holds: the portal's origin, the service's route, `priority=true` when asked. */
export function serviceUrl(origin: string, service: QuickService, priority: boolean): string {
  const { path, query } = routeOf(service);
  const url = new URL(path, origin);
  for (const [name, value] of query) url.searchParams.set(name, value);
  if (priority) url.searchParams.set('priority', 'true');
  return url.toString();
}

export type CustomUrl = { ok: true; url: string } | { ok: false; reason: 'empty' | 'invalid' | 'otherOrigin' };

/**
 * A custom link typed by the user: a path of the portal ('/documents') or a full address of
 * the portal's own origin. Addresses of any other site are refused, so a code printed by the
 * consultancy never sends a client elsewhere.
 */
export function customUrl(origin: string, input: string): CustomUrl {
  const text = input.trim();
  if (!text) return { ok: false, reason: 'empty' };
  // 'example.com' would read as the path /example.com: ask for a path or a full address instead.
  if (!text.startsWith('/') && !/^[a-z][a-z0-9+.-]*:/i.test(text)) return { ok: false, reason: 'invalid' };
  let url: URL;
  try {
    url = new URL(text, origin);
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: 'otherOrigin' };
  if (url.origin !== new URL(origin).origin) return { ok: false, reason: 'otherOrigin' };
  return { ok: true, url: url.toString() };
}
