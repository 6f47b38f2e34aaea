/**
 * The three citizenship services by id; their prices are catalogue entries
 * (GET /api/citizenship-offers) that administrators edit.
 */
export const OFFERS = [
  { id: 'contra-decreto', urgent: false },
  { id: 'em-andamento', urgent: false },
  { id: 'menores-urgente', urgent: true },
] as const;

export type OfferId = (typeof OFFERS)[number]['id'];

export function offerFrom(value: string | null): OfferId | null {
  return OFFERS.find((offer) => offer.id === value)?.id ?? null;
}

/**
 * The colour of a service: its card's highlight, price, buttons and the form's title; shades dark
 * enough for white text and for text on white (WCAG AA).
 */
export const OFFER_COLOURS: Record<OfferId, string> = {
  'contra-decreto': 'blue.8',
  'em-andamento': 'teal.9',
  'menores-urgente': 'red.9',
};

/**
 * The colour for text: the dark shade chosen for a light page, a light one (shade 4) on a dark
 * page, where the dark shades fall below AA contrast.
 */
export function textColour(colour: string, scheme: 'light' | 'dark'): string {
  return scheme === 'dark' ? colour.replace(/\.\d$/, '.4') : colour;
}

/** The colour as a CSS variable, for a border. */
export function colourVariable(colour: string): string {
  return `var(--mantine-color-${colour.replace('.', '-')})`;
}
