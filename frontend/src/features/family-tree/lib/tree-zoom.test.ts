import type { RawNodeDatum } from 'react-d3-tree';
import { fittingZoom } from './tree-zoom';

const person = (name: string, parents: RawNodeDatum[] = []): RawNodeDatum => ({ name, children: parents });

describe('fittingZoom', () => {
  const me = person('Eu', [person('Pai', [person('Avô'), person('Avó')]), person('Mãe', [person('Avô materno')])]);

  it('shrinks the chart until its widest generation fits the width', () => {
    // Three grandparents span 2.5 nodes of 340 px, and the names need 380 px more: 1 230 px.
    expect(fittingZoom(me, 984)).toBeCloseTo(0.8);
  });

  it('never enlarges a small tree, nor shrinks past legibility', () => {
    expect(fittingZoom(me, 2000)).toBe(1);
    expect(fittingZoom(person('Eu'), 400)).toBe(1);
    expect(fittingZoom(me, 100)).toBe(0.5);
  });

  it('keeps the natural size before the width is known', () => {
    expect(fittingZoom(me, 0)).toBe(1);
  });
});
