import { addTexts } from '@/lib/i18n';

/** Texts of the demonstration dashboard, in pt-BR. */
export const demoTexts = {
  badge: 'Demonstração',
  notice: 'Dados de exemplo para apresentar o portal. Nada nesta página é real nem vem dos seus clientes.',
  servicesHeading: 'Serviços de exemplo',
  duration: '{{minutes}} min',
};

addTexts({ demo: demoTexts });
