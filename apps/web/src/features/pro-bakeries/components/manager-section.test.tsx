import { BAKERY_MESSAGES } from '@fournil/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProBakery } from '@/testing/pro-bakery';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';
import { stubFetch } from '@/testing/stub-fetch';
import { NO_PENDING_INVITATION } from './manager-lists';
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

  const pendingInvitation = {
    id: 5,
    email: 'paul@exemple.fr',
    boulangerie: { id: 12, nom: 'Au Bon Pain' },
    envoyee_le: '2026-11-20T10:00:00.000Z',
    expire_le: '2026-11-27T10:00:00.000Z',
  };

  it('lists the pending invitations and cancels one with « Annuler l’invitation »', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ detail: 'Invitation annulée.' }));
    renderWithProviders(<ManagerSection bakery={makeProBakery()} candidates={[]} invitations={[pendingInvitation]} />, { router: false });
    const group = screen.getByRole('group', { name: 'Invitations en attente' });
    expect(within(group).getByText('paul@exemple.fr')).toBeTruthy();
    expect(within(group).getByText('envoyée le 20 novembre 2026, valable jusqu’au 27 novembre 2026')).toBeTruthy();
    const button = within(group).getByRole('button', { name: 'Annuler l’invitation' });
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.click(button);
    expect(await screen.findByText('Invitation annulée.')).toBeTruthy();
    expect(lastUrl()).toBe('/api/boulangeries/invitations/5/annuler/');
    expect(fetchMock.mock.calls.at(-1)?.[1]?.method).toBe('POST');
  });

  it('says when no invitation is pending', () => {
    renderWithProviders(<ManagerSection bakery={makeProBakery()} candidates={[]} invitations={[]} />, { router: false });
    expect(within(screen.getByRole('group', { name: 'Invitations en attente' })).getByText(NO_PENDING_INVITATION)).toBeTruthy();
  });

  it('removes a former manager from the list, never the current one, and shows the server’s refusal', async () => {
    const two = [...candidates, { id: 32, email: 'max@exemple.fr', username: 'max' }];
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ detail: 'Ce responsable gère encore une de vos boulangeries : retirez-le d’abord de cette boulangerie.' }, 409),
    );
    renderWithProviders(
      <ManagerSection bakery={makeProBakery({ responsable: { id: 31 }, responsable_obj: { email: 'lea@exemple.fr' } })} candidates={two} />,
      {
        router: false,
      },
    );
    const group = screen.getByRole('group', { name: 'Vos responsables' });
    const buttons = within(group).getAllByRole('button', { name: 'Retirer de ma liste' });
    expect(buttons).toHaveLength(1);
    expect(within(group).getByText('responsable actuel')).toBeTruthy();
    fireEvent.click(buttons[0]!);
    expect(await screen.findByText(/gère encore une de vos boulangeries/)).toBeTruthy();
    expect(lastUrl()).toBe('/api/utilisateurs/responsables/32/');
    expect(fetchMock.mock.calls.at(-1)?.[1]?.method).toBe('DELETE');

    fetchMock.mockResolvedValue(jsonResponse({ detail: 'Responsable retiré de votre liste.' }));
    fireEvent.click(within(group).getByRole('button', { name: 'Retirer de ma liste' }));
    expect(await screen.findByText('Responsable retiré de votre liste.')).toBeTruthy();
  });
});
