/** The three citizenship services (spec part 2): their ids, and prices in centavos (section 9). */
export const OFFERS = [
  { id: 'contra-decreto', price: 500000, urgent: false },
  { id: 'em-andamento', price: 300000, urgent: false },
  { id: 'menores-urgente', price: 600000, urgent: true },
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

/** The colour as a CSS variable, for a border. */
export function colourVariable(colour: string): string {
  return `var(--mantine-color-${colour.replace('.', '-')})`;
}
