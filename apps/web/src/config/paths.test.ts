import { describe, expect, it } from 'vitest';
import { paths } from './paths';

type TPage = { path: string; getHref?: (...args: never[]) => string };

function pagesOf(node: object): TPage[] {
  return Object.values(node).flatMap((value: unknown) => {
    if (typeof value !== 'object' || value === null) return [];
    return 'path' in value ? [value as TPage] : pagesOf(value);
  });
}

describe('paths', () => {
  it('gives a page without params its pattern as its address', () => {
    for (const page of [
      paths.home,
      paths.contact,
      paths.forgotPassword,
      paths.proHub,
      paths.dashboard,
      paths.profile,
      paths.myBakeries,
      paths.managedBakeries,
      paths.unlockCampaigns,
    ]) {
      expect((page.getHref as () => string)()).toBe(page.path);
    }
    expect(paths.login.getHref()).toBe(paths.login.path);
    expect(paths.register.getHref()).toBe(paths.register.path);
    expect(paths.campaigns.getHref()).toBe(paths.campaigns.path);
  });

  it('declares absolute patterns, except inside the back-office', () => {
    const { admin, ...site } = paths;
    for (const page of pagesOf(site)) expect(page.path).toMatch(/^\//);
    expect(admin.root.path).toBe('/admin/*');
    const { root: _root, ...sections } = admin;
    for (const page of pagesOf(sections)) expect(page.path).not.toMatch(/^\//);
  });

  it('builds the addresses with params and query the pages read', () => {
    expect(paths.bakery.getHref(12)).toBe('/boulangerie/12');
    expect(paths.manageBakery.getHref(12)).toBe('/boulangeries/12');
    expect(paths.staticPage.getHref('cgu')).toBe('/page/cgu');
    expect(paths.acceptInvitation.getHref('a/b c')).toBe('/invite/accepter/a%2Fb%20c');
    expect(paths.login.getHref({ next: '/invite/accepter/x?y=1' })).toBe('/login?next=%2Finvite%2Faccepter%2Fx%3Fy%3D1');
    expect(paths.login.getHref({ next: null })).toBe('/login');
    expect(paths.login.getHref({ isNewUser: true })).toBe('/login?newUser=1');
    expect(paths.register.getHref({ next: '/x' })).toBe('/register?next=%2Fx');
    expect(paths.campaigns.getHref({ paymentSuccess: true })).toBe('/regie-publicitaire?payment_success=1');
    expect(paths.directions.getHref({ lng: 2.35, lat: 48.85, nom: 'Au Bon Pain & Cie', id: 7 })).toBe(
      '/itineraire?lng=2.35&lat=48.85&nom=Au+Bon+Pain+%26+Cie&id=7',
    );
  });

  it('builds the back-office addresses under /admin', () => {
    expect(paths.admin.root.getHref()).toBe('/admin');
    expect(paths.admin.pages.getHref()).toBe('/admin/pages');
    expect(paths.admin.page.getHref('cgu')).toBe('/admin/pages/cgu');
    expect(paths.admin.page.getNewHref()).toBe('/admin/pages/_nouvelle');
    expect(paths.admin.faq.getHref(12)).toBe('/admin/faq/12');
    expect(paths.admin.faq.getNewHref()).toBe('/admin/faq/nouvelle');
    expect(paths.admin.promoCode.getNewHref()).toBe('/admin/codes-promo/nouveau');
    expect(paths.admin.message.getHref(3)).toBe('/admin/messages/3');
    expect(paths.admin.auditLog.getHref()).toBe('/admin/journal');
  });
});
