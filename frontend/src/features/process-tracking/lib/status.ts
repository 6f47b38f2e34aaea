/** A badge's background and text colours; each pair passes WCAG AA contrast. */
export interface BadgeColours {
  color: string;
  textColor: string;
}

/**
 * The colours: green concluído and aprovado, blue em andamento, yellow aguardando
 * documentos, orange pendente, red rejeitado and negado, grey otherwise.
 */
export function caseBadgeColours(status: string): BadgeColours {
  switch (status) {
    case 'completed':
    case 'approved':
      return { color: '#1e7b34', textColor: 'white' };
    case 'in_progress':
      return { color: 'blue.9', textColor: 'white' };
    case 'awaiting_documents':
      return { color: 'yellow.4', textColor: 'black' };
    case 'pending':
      return { color: 'orange.4', textColor: 'black' };
    case 'rejected':
    case 'denied':
      return { color: 'red.9', textColor: 'white' };
    default:
      return { color: 'gray.7', textColor: 'white' };
  }
}
