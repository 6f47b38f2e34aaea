import { formRefusal, serverFieldErrors } from './server-errors';

describe('serverFieldErrors', () => {
  it('keeps the messages of the fields the form has', () => {
    const values = { email: '', password: '' };
    expect(serverFieldErrors(values, { email: 'E-mail já cadastrado', token: 'Token inválido' })).toEqual({
      email: 'E-mail já cadastrado',
    });
  });

  it('puts the messages of a list item under that item, and leaves out items the form does not have', () => {
    const values = { heirs: [{ name: '' }, { name: 'Ana' }], deceasedName: 'José' };
    expect(
      serverFieldErrors(values, {
        'heirs.1.name': 'Informe o nome do herdeiro.',
        'heirs.5.name': 'Informe o nome do herdeiro.',
        'assets.0.description': 'Descreva o bem.',
        deceasedName: 'Muito longo.',
      }),
    ).toEqual({ heirs: [undefined, { name: 'Informe o nome do herdeiro.' }], deceasedName: 'Muito longo.' });
  });

  it("takes no name that is not a field of the form: inherited ones, an array's length", () => {
    const values = { heirs: [{ name: '' }], email: '' };
    expect(
      serverFieldErrors(values, {
        constructor: 'x',
        toString: 'x',
        '__proto__.polluted': 'x',
        'heirs.length': 'x',
        'heirs.0.constructor': 'x',
        email: 'E-mail inválido',
      }),
    ).toEqual({ email: 'E-mail inválido' });
  });

  it("shows an item's message where the list's own would collide with it, whatever the order", () => {
    const values = { heirs: [{ name: '' }] };
    const expected = { heirs: [{ name: 'Informe o nome do herdeiro.' }] };
    expect(
      serverFieldErrors(values, { 'heirs.0.name': 'Informe o nome do herdeiro.', heirs: 'No máximo 50 itens' }),
    ).toEqual(expected);
    expect(
      serverFieldErrors(values, { heirs: 'No máximo 50 itens', 'heirs.0.name': 'Informe o nome do herdeiro.' }),
    ).toEqual(expected);
  });

  it('gives no errors when the server named none', () => {
    expect(serverFieldErrors({ name: '' }, {})).toEqual({});
  });
});

describe('formRefusal', () => {
  const refused = (message: string, fieldErrors: Record<string, string>) => ({ status: 409, message, fieldErrors });

  it('points to the field when the reason stands under it, instead of saying it twice', () => {
    const values = { email: '', username: '' };
    const refusal = formRefusal(values, refused('Este e-mail já está em uso', { email: 'Este e-mail já está em uso' }));
    expect(refusal.errors).toEqual({ email: 'Este e-mail já está em uso' });
    expect(refusal.message).toBe('Veja a mensagem no campo marcado.');
  });

  it("points to the fields, a list's items included, whatever the server's general reason", () => {
    const values = { email: '', heirs: [{ name: '' }] };
    const refusal = formRefusal(
      values,
      refused('Dados inválidos', { email: 'Informe um e-mail válido.', 'heirs.0.name': 'Informe o nome do herdeiro.' }),
    );
    expect(refusal.message).toBe('Veja as mensagens nos campos marcados.');
  });

  it("keeps the server's reason when no field of this form got a message", () => {
    const values = { email: '' };
    expect(formRefusal(values, refused('Token inválido', { token: 'Token inválido' })).message).toBe('Token inválido');
    expect(formRefusal(values, refused('Muitas tentativas', {})).message).toBe('Muitas tentativas');
  });
});
