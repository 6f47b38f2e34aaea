import { addTexts } from '@/lib/i18n';

/** Texts of the shared form kit's own parts (the password field), in pt-BR. */
export const formTexts = {
  showPassword: 'Mostrar senha',
  characters: '{{length}} de {{max}} caracteres',
  seeTheField: 'Veja a mensagem no campo marcado.',
  seeTheFields: 'Veja as mensagens nos campos marcados.',
  strength: {
    label: 'Força da senha',
    veryWeak: 'Muito fraca',
    weak: 'Fraca',
    fair: 'Razoável',
    good: 'Boa',
    strong: 'Forte',
    tooWeak:
      'Fácil de adivinhar: pode ser recusada. Use uma frase com três ou quatro palavras, ou misture palavras, números e símbolos.',
  },
};

addTexts({ form: formTexts });
