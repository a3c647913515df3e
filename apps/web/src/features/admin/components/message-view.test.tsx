import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { stubFetch } from '@/testing/stub-fetch';
import { requestsOf, routeFetch, unreadMessage } from '@/testing/admin-fixtures';
import { MessageView } from './message-view';

describe('MessageView', () => {
  const fetchMock = stubFetch();

  it('marks an unread message read once when it is opened, and answers by mail', async () => {
    let message = unreadMessage;
    routeFetch(fetchMock, {
      'GET /api/admin/messages/31/': () => message,
      'PATCH /api/admin/messages/31/': ({ body }) => {
        const patch = body as { read?: boolean; archived?: boolean };
        message = {
          ...message,
          read_at: patch.read === undefined ? message.read_at : patch.read ? '2026-11-21T10:00:00.000Z' : null,
          archived_at: patch.archived === undefined ? message.archived_at : patch.archived ? '2026-11-21T10:00:00.000Z' : null,
        };
        return message;
      },
    });
    renderWithProviders(<MessageView id={31} />, { path: '/admin/messages/:id', route: '/admin/messages/31' });

    expect(await screen.findByRole('heading', { name: 'Ma boulangerie' })).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Lu')).toBeTruthy());
    const patches = requestsOf(fetchMock).filter((request) => request.method === 'PATCH');
    expect(patches).toHaveLength(1);
    expect(patches[0]!.body).toEqual({ read: true });
    expect(screen.getByRole('link', { name: 'Répondre' }).getAttribute('href')).toBe(
      'mailto:jeanne@example.fr?subject=Re%20%3A%20Ma%20boulangerie',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Archiver' }));
    expect(await screen.findByRole('button', { name: 'Désarchiver' })).toBeTruthy();
    expect(
      requestsOf(fetchMock)
        .filter((request) => request.method === 'PATCH')
        .at(-1)!.body,
    ).toEqual({ archived: true });
  });

  it('does not send a PATCH for a message already read', async () => {
    routeFetch(fetchMock, { 'GET /api/admin/messages/31/': () => ({ ...unreadMessage, read_at: '2026-11-20T10:00:00.000Z' }) });
    renderWithProviders(<MessageView id={31} />, { path: '/admin/messages/:id', route: '/admin/messages/31' });
    expect(await screen.findByRole('button', { name: 'Marquer comme non lu' })).toBeTruthy();
    expect(requestsOf(fetchMock).some((request) => request.method === 'PATCH')).toBe(false);
  });
});
