import { regularUser } from '@/testing/users';

/** A client's citizenship request as the list gives it, and as its page gives it. */
export const summary = {
  id: 5,
  clientId: regularUser.id,
  clientName: 'João da Silva',
  kind: 'citizenship',
  title: 'Cidadania italiana — Contra Decreto',
  status: 'new',
  assignedTo: null,
  assignedName: null,
  unread: true,
  priority: false,
  createdAt: '2026-11-25T13:00:00Z',
  updatedAt: '2026-11-25T13:00:00Z',
};
export const whole = {
  ...summary,
  clientEmail: 'joao@cliente.example',
  form: {
    kind: 'citizenship',
    offer: 'contra-decreto',
    name: 'João',
    email: 'joao@cliente.example',
    phone: '11999998888',
    message: 'Pedido negado.',
  },
  documents: [{ id: 9, name: 'decreto.pdf', size: 2048 }],
  caseId: null,
  suggestedCase: {
    type: 'italian_citizenship',
    country: 'Itália',
    notes: 'Aberto a partir da solicitação nº 5: Cidadania italiana — Contra Decreto.',
  },
  replies: [] as { authorName: string | null; content: string; sentAt: string }[],
};
