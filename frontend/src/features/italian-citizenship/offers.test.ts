import { OFFER_COLOURS, textColour } from './offers';

it('writes prices in the dark shade on a light page and in a light shade on a dark one', () => {
  expect(textColour(OFFER_COLOURS['menores-urgente'], 'light')).toBe('red.9');
  expect(textColour(OFFER_COLOURS['menores-urgente'], 'dark')).toBe('red.4');
  expect(textColour(OFFER_COLOURS['contra-decreto'], 'dark')).toBe('blue.4');
});
