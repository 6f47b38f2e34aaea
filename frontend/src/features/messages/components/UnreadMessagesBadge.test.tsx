import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { onAPhone } from '@/testing/match-media';
import { server, signInAs } from '@/testing/server';
import { renderApp } from '@/testing/test-utils';
import { regularUser } from '@/testing/users';
import { messagesApi } from '../api';

function unreadCountIs(count: number) {
  server.use(http.get('/api/messages/unread-count', () => HttpResponse.json({ count })));
}

async function openHome() {
  const app = renderApp('/home');
  const sidebar = await screen.findByRole('complementary');
  return { ...app, sidebar };
}

async function openHomeOnAPhone() {
  onAPhone();
  const app = renderApp('/home');
  const bottomBar = await screen.findByRole('navigation', { name: 'Atalhos' });
  return { ...app, bottomBar };
}

const sidebarEntry = (sidebar: HTMLElement) => within(sidebar).getByRole('link', { name: /^Mensagens/ });
const bottomBarEntry = () =>
  within(screen.getByRole('navigation', { name: 'Atalhos' })).getByRole('link', { name: /Mensagens/ });

describe('the unread count on the Mensagens entry', () => {
  it('shows the number in the sidebar, read out as a sentence', async () => {
    signInAs(regularUser);
    unreadCountIs(3);

    const { sidebar } = await openHome();

    expect(await within(sidebar).findByRole('link', { name: 'Mensagens 3 mensagens não lidas' })).toBeInTheDocument();
    // The visible number is hidden from assistive technology, which reads the sentence instead.
    expect(within(sidebarEntry(sidebar)).getByText('3').closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('shows it on the bottom bar of a phone, and in its menu', async () => {
    signInAs(regularUser);
    unreadCountIs(2);
    const app = await openHomeOnAPhone();

    await waitFor(() => {
      expect(bottomBarEntry()).toHaveAccessibleName('2 mensagens não lidas Mensagens');
    });
    expect(within(bottomBarEntry()).getByText('2')).toBeInTheDocument();

    await app.user.click(within(app.bottomBar).getByRole('button', { name: 'Abrir menu' }));

    const menu = await screen.findByRole('dialog');
    expect(within(menu).getByRole('link', { name: 'Mensagens 2 mensagens não lidas' })).toBeInTheDocument();
  });

  it('says one message in the singular', async () => {
    signInAs(regularUser);
    unreadCountIs(1);

    const { sidebar } = await openHome();

    expect(await within(sidebar).findByRole('link', { name: 'Mensagens 1 mensagem não lida' })).toBeInTheDocument();
  });

  it("shows '99+' past 99 while saying the exact number", async () => {
    signInAs(regularUser);
    unreadCountIs(150);

    const { sidebar } = await openHome();

    const entry = await within(sidebar).findByRole('link', { name: 'Mensagens 150 mensagens não lidas' });
    expect(within(entry).getByText('99+')).toBeInTheDocument();
  });

  it('shows nothing when every message was read', async () => {
    signInAs(regularUser);
    unreadCountIs(0);

    const { sidebar, store } = await openHome();

    await waitFor(() => {
      expect(messagesApi.endpoints.getUnreadMessageCount.select()(store.getState()).data).toBe(0);
    });
    expect(sidebarEntry(sidebar)).toHaveAccessibleName('Mensagens');
  });

  it('shows nothing on the bottom bar either when every message was read', async () => {
    signInAs(regularUser);
    unreadCountIs(0);

    const { store } = await openHomeOnAPhone();

    await waitFor(() => {
      expect(messagesApi.endpoints.getUnreadMessageCount.select()(store.getState()).data).toBe(0);
    });
    expect(bottomBarEntry()).toHaveAccessibleName('Mensagens');
  });
});
