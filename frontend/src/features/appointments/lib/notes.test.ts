import { parseItalianNotes } from './notes';

describe('the Italian data kept in older notes', () => {
  it("reads the 'label: value' lines under 'DADOS ESPECÍFICOS PASSAPORTE ITALIANO'", () => {
    const notes = [
      'Cliente prefere atendimento pela manhã.',
      '',
      'DADOS ESPECÍFICOS PASSAPORTE ITALIANO:',
      'Data de Nascimento: 10/05/1990',
      'Local de Nascimento: Curitiba',
      'Endereço Atual: Rua das Flores, 10: fundos',
      'Tipo de Documento: RG',
      'Número do Documento: 12.345.678-9',
      'Data de Emissão: 20/01/2015',
      'Data de Validade: 20/01/2035',
      'Órgão Emissor: SSP/PR',
      'Número A.I.R.E.: AIRE-778899',
    ].join('\n');

    expect(parseItalianNotes(notes)).toEqual({
      notes: 'Cliente prefere atendimento pela manhã.',
      italian: {
        birthDate: '10/05/1990',
        birthPlace: 'Curitiba',
        currentAddress: 'Rua das Flores, 10: fundos',
        documentType: 'RG',
        documentNumber: '12.345.678-9',
        documentIssueDate: '20/01/2015',
        documentExpiryDate: '20/01/2035',
        documentIssuer: 'SSP/PR',
        aireRegistrationNumber: 'AIRE-778899',
      },
    });
  });

  it('accepts bullets, other cases and missing accents, and keeps unknown lines as notes', () => {
    const notes =
      '=== Dados Específicos Passaporte Italiano ===\r\n- data de nascimento: 01/02/1980\r\n* ORGAO EMISSOR: DETRAN\r\nTrazer cópia autenticada';

    expect(parseItalianNotes(notes)).toEqual({
      notes: 'Trazer cópia autenticada',
      italian: { birthDate: '01/02/1980', documentIssuer: 'DETRAN' },
    });
  });

  it('leaves notes without the block as they are', () => {
    expect(parseItalianNotes('  Ligar antes.  ')).toEqual({ notes: 'Ligar antes.', italian: null });
    expect(parseItalianNotes(null)).toEqual({ notes: '', italian: null });
  });
});
