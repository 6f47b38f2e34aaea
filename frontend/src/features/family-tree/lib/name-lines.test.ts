import { nameLines } from './name-lines';

describe('nameLines', () => {
  it('keeps a name that fits on one line', () => {
    expect(nameLines('Giuseppe Rossi')).toEqual({ lines: ['Giuseppe Rossi'], cut: false });
    expect(nameLines('  Ana  ')).toEqual({ lines: ['Ana'], cut: false });
  });

  it('breaks a long name between words, on two lines', () => {
    expect(nameLines('Maria Aparecida dos Santos Oliveira')).toEqual({
      lines: ['Maria Aparecida dos', 'Santos Oliveira'],
      cut: false,
    });
  });

  it('cuts what a third line would hold, with an ellipsis', () => {
    expect(nameLines('Maria Aparecida dos Santos Oliveira de Albuquerque e Silva')).toEqual({
      lines: ['Maria Aparecida dos', 'Santos Oliveira de…'],
      cut: true,
    });
  });

  it('cuts a single word longer than a line', () => {
    const { lines, cut } = nameLines('Wolfeschlegelsteinhausenbergerdorff Neto');
    expect(lines).toEqual(['Wolfeschlegelsteinhause…', 'Neto']);
    expect(lines[0]).toHaveLength(24);
    expect(cut).toBe(true);
  });

  it('counts letters as a reader does, an accent typed apart with its letter', () => {
    const decomposed = 'Conceic\u0327a\u0303o Gonc\u0327alves Arau\u0301';
    expect(decomposed.length).toBeGreaterThan(24);
    expect(nameLines(decomposed).lines).toEqual([decomposed]);
    expect(nameLines('Conceição Gonçalves Araújo').lines).toEqual(['Conceição Gonçalves', 'Araújo']);
  });
});
