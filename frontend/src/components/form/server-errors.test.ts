import { serverFieldErrors } from './server-errors';

describe('serverFieldErrors', () => {
  it('keeps the messages of the fields the form has', () => {
    const values = { email: '', password: '' };
    expect(serverFieldErrors(values, { email: 'E-mail já cadastrado', token: 'Token inválido' })).toEqual({
      email: 'E-mail já cadastrado',
    });
  });

  it('gives no errors when the server named none', () => {
    expect(serverFieldErrors({ name: '' }, {})).toEqual({});
  });
});
