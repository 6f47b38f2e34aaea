import { screen, within } from '@testing-library/react';
import { Link, useLocation } from 'react-router-dom';
import { renderWithProviders } from '@/testing/test-utils';
import { LeaveGuard, leavingBy } from './LeaveGuard';

/** A click on a link made for the case, as the browser would send it. */
function clickOn(attributes: Record<string, string>, init: MouseEventInit = {}) {
  const link = document.createElement('a');
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  document.body.append(link);
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  Object.defineProperty(event, 'target', { value: link });
  link.remove();
  return event;
}

describe('leavingBy', () => {
  it('takes a link to another page of the portal', () => {
    expect(leavingBy(clickOn({ href: '/documents?pagina=2' }))?.to).toBe('/documents?pagina=2');
  });

  it('lets through what leaves no page behind or opens elsewhere', () => {
    expect(leavingBy(clickOn({ href: '/documents' }, { ctrlKey: true }))).toBeNull();
    expect(leavingBy(clickOn({ href: '/documents' }, { button: 1 }))).toBeNull();
    expect(leavingBy(clickOn({ href: '/documents', target: '_blank' }))).toBeNull();
    expect(leavingBy(clickOn({ href: '/api/family-tree/export', download: '' }))).toBeNull();
    expect(leavingBy(clickOn({ href: '/api/documents/7/download' }))).toBeNull();
    expect(leavingBy(clickOn({ href: 'https://example.com/' }))).toBeNull();
    expect(leavingBy(clickOn({ href: `${window.location.pathname}#parte` }))).toBeNull();
  });
});

function Page({ onLinkClick }: { onLinkClick: () => void }) {
  const location = useLocation();
  return (
    <>
      <LeaveGuard when={location.pathname === '/family-tree'} />
      <Link to="/documents" onClick={onLinkClick}>
        Documentos
      </Link>
      <output>{location.pathname}</output>
    </>
  );
}

describe('LeaveGuard', () => {
  it("asks first, and leaving goes through the link's own handlers", async () => {
    const onLinkClick = jest.fn();
    const { user } = renderWithProviders(<Page onLinkClick={onLinkClick} />, { route: '/family-tree' });

    await user.click(screen.getByRole('link', { name: 'Documentos' }));
    const ask = await screen.findByRole('dialog', { name: 'Sair sem salvar?' });
    expect(onLinkClick).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('/family-tree');

    await user.click(within(ask).getByRole('button', { name: 'Sair sem salvar' }));
    expect(screen.getByRole('status')).toHaveTextContent('/documents');
    expect(onLinkClick).toHaveBeenCalledTimes(1);
  });
});
