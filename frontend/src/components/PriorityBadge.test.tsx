import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/test-utils';
import { PriorityBadge, PriorityLinkNotice } from './PriorityBadge';

describe('the priority marks', () => {
  it("show 'Prioridade' and the client's notice only for a priority booking or request", () => {
    renderWithProviders(
      <>
        <div data-testid="marked">
          <PriorityBadge priority />
          <PriorityLinkNotice priority />
        </div>
        <div data-testid="plain">
          <PriorityBadge priority={false} />
          <PriorityLinkNotice priority={false} />
        </div>
      </>,
    );

    expect(screen.getByTestId('marked')).toHaveTextContent(
      'PrioridadeAtendimento prioritário: a equipe verá este pedido marcado como prioridade.',
    );
    expect(screen.getByTestId('plain')).toBeEmptyDOMElement();
  });
});
