import { BAKERY_MESSAGES } from '@fournil/shared';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProBakery } from '@/testing/pro-bakery';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';
import { stubFetch } from '@/testing/stub-fetch';
import { MANAGER_ASSIGNED, ManagerSection } from './manager-section';

const candidates = [{ id: 31, email: 'lea@exemple.fr', username: 'lea' }];

describe('ManagerSection', () => {
  const fetchMock = stubFetch();

  function renderSection(bakery = makeProBakery()) {
    renderWithProviders(<ManagerSection bakery={bakery} candidates={candidates} />, { router: false });
  }

  const lastBody = () => JSON.parse(String(fetchMock.mock.calls.at(-1)?.[1]?.body)) as unknown;
  const lastUrl = () => String(fetchMock.mock.calls.at(-1)?.[0]);

  it('asks for an e-mail before inviting, without a request', () => {
    renderSection();
    fireEvent.click(screen.getByRole('button', { name: 'Inviter' }));
    expect(screen.getByText(BAKERY_MESSAGES.inviteEmailRequired)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the invitation and confirms it with the address', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ detail: 'Invitation envoyée à paul@exemple.fr.' }));
    renderSection();
    fireEvent.change(screen.getByLabelText('Inviter un responsable par e-mail'), { target: { value: ' paul@exemple.fr ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Inviter' }));
    expect(await screen.findByText(BAKERY_MESSAGES.inviteSent('paul@exemple.fr'))).toBeTruthy();
    expect(lastUrl()).toBe('/api/boulangeries/inviter-responsable/');
    expect(lastBody()).toEqual({ email: 'paul@exemple.fr', boulangerie_id: 12 });
    expect((screen.getByLabelText('Inviter un responsable par e-mail') as HTMLInputElement).value).toBe('');
  });

  it('shows what the server says when the invitation is refused, else the spec’s error', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ detail: 'Trop de demandes, réessayez plus tard.' }, 429));
    renderSection();
    const field = screen.getByLabelText('Inviter un responsable par e-mail');
    fireEvent.change(field, { target: { value: 'paul@exemple.fr' } });
    fireEvent.click(screen.getByRole('button', { name: 'Inviter' }));
    expect(await screen.findByText('Trop de demandes, réessayez plus tard.')).toBeTruthy();

    fetchMock.mockResolvedValueOnce(new Response('', { status: 502 }));
    fireEvent.click(screen.getByRole('button', { name: 'Inviter' }));
    expect(await screen.findByText(BAKERY_MESSAGES.inviteError)).toBeTruthy();
  });

  it('assigns one of the owner’s managers', async () => {
    fetchMock.mockResolvedValue(jsonResponse(makeProBakery({ responsable: { id: 31 }, responsable_obj: { email: 'lea@exemple.fr' } })));
    renderSection();
    expect(screen.getByText('Responsable actuel').nextElementSibling?.textContent).toBe(BAKERY_MESSAGES.noManager);
    fireEvent.change(screen.getByLabelText('Choisir parmi vos responsables'), { target: { value: '31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Attribuer' }));
    expect(await screen.findByText(MANAGER_ASSIGNED)).toBeTruthy();
    expect(lastUrl()).toBe('/api/cotepro/ma-boulangerie/12/');
    expect(fetchMock.mock.calls.at(-1)?.[1]?.method).toBe('PATCH');
    expect(lastBody()).toEqual({ responsable: 31 });
  });

  it('removes the manager with responsable null, and says so when it fails', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ detail: 'Erreur interne.' }, 500));
    renderSection(makeProBakery({ responsable: { id: 31 }, responsable_obj: { email: 'lea@exemple.fr' } }));
    expect(screen.getByText('lea@exemple.fr')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retirer le responsable' }));
    expect(await screen.findByText(BAKERY_MESSAGES.removeManagerError)).toBeTruthy();
    expect(lastBody()).toEqual({ responsable: null });
  });
});
