import { CAMPAIGN_MESSAGES, type TPublishedCampaign } from '@fournil/shared';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CampaignBlock } from './campaign-block';

const campaign: TPublishedCampaign = {
  id: 3,
  nom_campagne: 'Galettes des rois',
  description: 'Toute la semaine.',
  url_site_boulanger: 'https://aubonpain.fr',
  formule: 'payante',
  images: [1, 2, 3].map((id) => ({ id, image: `/media/c${id}.jpg` })),
};

describe('CampaignBlock', () => {
  const sendBeacon = vi.fn<(url: string) => boolean>(() => true);

  beforeEach(() => {
    sendBeacon.mockClear();
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => {};
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('counts one view when shown and one click on the site link, which opens safely in a new tab', () => {
    render(<CampaignBlock campaign={campaign} />);
    expect(sendBeacon.mock.calls).toEqual([['/api/regiepub/campagnes-publicitaires/3/vue/']]);
    const link = screen.getByRole('link', { name: /Découvrir le site du boulanger/ });
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.getAttribute('target')).toBe('_blank');
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(sendBeacon.mock.calls.at(-1)).toEqual(['/api/regiepub/campagnes-publicitaires/3/clic/']);
  });

  it('moves between images with the arrow keys and the buttons', () => {
    render(<CampaignBlock campaign={campaign} />);
    const viewport = screen.getByRole('group', { name: /faire défiler/ });
    expect(screen.getByText('1 / 3')).toBeTruthy();
    fireEvent.keyDown(viewport, { key: 'ArrowRight' });
    expect(screen.getByText('2 / 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Image suivante' }));
    expect(screen.getByText('3 / 3')).toBeTruthy();
    fireEvent.keyDown(viewport, { key: 'ArrowLeft' });
    expect(screen.getByText('2 / 3')).toBeTruthy();
  });

  it("says 'Pas d'image pour cette offre.' without images", () => {
    render(<CampaignBlock campaign={{ ...campaign, images: [] }} />);
    expect(screen.getByText(CAMPAIGN_MESSAGES.noImage)).toBeTruthy();
  });
});
