import { describe, expect, it } from 'vitest';
import { SERVER_DETAIL_ELEMENT_ID } from '@/features/bakery-detail/api/early-public-bakery';
import { embeddedBakery } from './embedded-bakery';

// docs/offline.md, "What is kept": a bakery page opened directly carries its detail, which the
// service worker keeps for that page offline.
describe('embeddedBakery', () => {
  it('finds the detail the server writes after the root element', () => {
    const json = '{"id":12,"nom":"Au Bon Pain \\u003c3"}';
    const html = `<div id="root"><h1>Au Bon Pain</h1></div>\n    <script type="application/json" id="${SERVER_DETAIL_ELEMENT_ID}">${json}</script><script type="module"></script>`;
    expect(embeddedBakery(html)).toEqual({ id: 12, json });
  });

  it('finds nothing in a page without one, or with a broken one', () => {
    expect(embeddedBakery('<div id="root"></div>')).toBeNull();
    expect(embeddedBakery('<script type="application/json" id="fournil-bakery">{pas du json</script>')).toBeNull();
    expect(embeddedBakery('<script type="application/json" id="fournil-bakery">{"id":"12"}</script>')).toBeNull();
  });
});
