import { checkCoursePrices, readRequiredPrice } from './course-prices';

describe('readRequiredPrice', () => {
  it('reads a price above zero, and tells zero from text it cannot read', () => {
    expect(readRequiredPrice('1.500,00')).toEqual({ centavos: 150000 });
    expect(readRequiredPrice('0,00')).toEqual({ error: 'catalog.price.notPositive' });
    expect(readRequiredPrice('')).toEqual({ error: 'catalog.price.invalid' });
    expect(readRequiredPrice('-5')).toEqual({ error: 'catalog.price.invalid' });
    expect(readRequiredPrice('1.50')).toEqual({ error: 'catalog.price.invalid' });
  });
});

describe('checkCoursePrices', () => {
  it('takes an empty or zero promotional price as no promotion', () => {
    expect(checkCoursePrices('3.588,00', '')).toEqual({ price: 358800, discountPrice: null, errors: {} });
    expect(checkCoursePrices('3.588,00', '0')).toEqual({ price: 358800, discountPrice: null, errors: {} });
  });

  it('wants the promotional price below the regular one', () => {
    expect(checkCoursePrices('3.588,00', '3.088,00')).toEqual({ price: 358800, discountPrice: 308800, errors: {} });
    expect(checkCoursePrices('3.588,00', '3.588,00').errors).toEqual({
      discountPrice: 'catalog.price.discountNotBelow',
    });
    expect(checkCoursePrices('3.588,00', 'três mil').errors).toEqual({ discountPrice: 'catalog.price.invalid' });
  });

  it('reports a bad regular price without judging the promotion against it', () => {
    expect(checkCoursePrices('0', '3.088,00')).toEqual({
      price: null,
      discountPrice: 308800,
      errors: { price: 'catalog.price.notPositive' },
    });
  });
});
