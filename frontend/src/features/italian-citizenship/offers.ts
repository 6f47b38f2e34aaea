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

/** The colour of a service: its card's highlight and the form's title. */
export const OFFER_COLOURS: Record<OfferId, string> = {
  'contra-decreto': 'blue',
  'em-andamento': 'teal',
  'menores-urgente': 'orange',
};
