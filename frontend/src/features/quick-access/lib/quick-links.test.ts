import { clampSize, customUrl, QR_DEFAULTS, QUICK_SERVICES, serviceUrl } from './quick-links';

const origin = 'https://portal.example.com.br';

describe('the QR options', () => {
  it('start from the spec: black on white, 200 px, margin 1', () => {
    expect(QR_DEFAULTS).toEqual({ dark: '#000000', light: '#FFFFFF', size: 200, margin: 1 });
  });

  it('keep the size within 100-400 on steps of 10', () => {
    expect(clampSize(50)).toBe(100);
    expect(clampSize(999)).toBe(400);
    expect(clampSize(234)).toBe(230);
    expect(clampSize(Number.NaN)).toBe(200);
  });
});

describe('the link of each service', () => {
  it.each([
    ['passaporte-italia', '/appointments?type=passport&country=italia'],
    ['passaporte-portugal', '/appointments?type=passport&country=portugal'],
    ['passaporte-espanha', '/appointments?type=passport&country=espanha'],
    ['passaporte-polonia', '/appointments?type=passport&country=polonia'],
    ['cidadania-contra-decreto', '/italian-citizenship?type=contra-decreto'],
    ['cidadania-em-andamento', '/italian-citizenship?type=em-andamento'],
    ['cidadania-menores', '/italian-citizenship?type=menores-urgente'],
    ['curso-italiano', '/italian-course'],
    ['documentos', '/documents'],
  ] as const)('%s opens %s', (service, route) => {
    expect(serviceUrl(origin, service, false)).toBe(`${origin}${route}`);
  });

  it('covers the nine services of the spec', () => {
    expect(QUICK_SERVICES).toHaveLength(9);
  });

  it('adds priority=true when the switch is on', () => {
    expect(serviceUrl(origin, 'passaporte-italia', true)).toBe(
      `${origin}/appointments?type=passport&country=italia&priority=true`,
    );
    expect(serviceUrl(origin, 'documentos', true)).toBe(`${origin}/documents?priority=true`);
  });
});

describe('a custom link', () => {
  it("accepts a path or a full address of the portal's own origin", () => {
    expect(customUrl(origin, '/messages?box=sent')).toEqual({ ok: true, url: `${origin}/messages?box=sent` });
    expect(customUrl(origin, ` ${origin}/documents `)).toEqual({ ok: true, url: `${origin}/documents` });
  });

  it('refuses another site, another scheme or port, and protocol-relative addresses', () => {
    for (const other of [
      'https://evil.example.com/appointments',
      'http://portal.example.com.br/documents',
      'https://portal.example.com.br:8443/',
      '//evil.example.com/x',
      'javascript:alert(1)',
    ]) {
      expect(customUrl(origin, other)).toEqual({ ok: false, reason: 'otherOrigin' });
    }
  });

  it('asks for something when empty, and refuses what is not an address', () => {
    expect(customUrl(origin, '  ')).toEqual({ ok: false, reason: 'empty' });
    expect(customUrl(origin, 'example.com')).toEqual({ ok: false, reason: 'invalid' });
  });
});
