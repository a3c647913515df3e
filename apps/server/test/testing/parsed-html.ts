// Served HTML read the way a browser, a crawler or a link preview reads it, without running any
// script: parse5 is the WHATWG HTML parser (the one jsdom uses), so an escaping mistake shows here
// as it would in a browser.
import { parse, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
export type Element = DefaultTreeAdapterMap['element'];

function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

function* walk(node: Node): Generator<Element> {
  if (isElement(node)) yield node;
  const children = 'childNodes' in node ? node.childNodes : [];
  for (const child of children) yield* walk(child);
}

export function attr(element: Element | undefined, name: string): string | null {
  return element?.attrs.find((attribute) => attribute.name === name)?.value ?? null;
}

/** The text of an element and its descendants, as textContent gives it. */
export function text(node: Node | undefined): string {
  if (!node) return '';
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value;
  return ('childNodes' in node ? node.childNodes : []).map(text).join('');
}

export type ParsedHtml = {
  /** Every element named `tag`, in document order. */
  all(tag: string): Element[];
  /** Elements named `tag` whose attributes include every pair of `attrs`. */
  find(tag: string, attrs?: Record<string, string>): Element[];
  byId(id: string): Element | undefined;
  title: string;
  /** The content of the <meta> with that name or property. */
  meta(nameOrProperty: string): string | null;
  /** Descendants of `root` named `tag`. */
  within(root: Element | undefined, tag: string): Element[];
};

export function parseHtml(html: string): ParsedHtml {
  const elements = [...walk(parse(html))];
  const find = (tag: string, attrs: Record<string, string> = {}) =>
    elements.filter((element) => element.tagName === tag && Object.entries(attrs).every(([name, value]) => attr(element, name) === value));
  return {
    all: (tag) => find(tag),
    find,
    byId: (id) => elements.find((element) => attr(element, 'id') === id),
    title: text(find('title')[0]),
    meta: (key) =>
      attr(
        elements.find((element) => element.tagName === 'meta' && (attr(element, 'name') === key || attr(element, 'property') === key)),
        'content',
      ),
    within: (root, tag) => (root ? [...walk(root)].filter((element) => element !== root && element.tagName === tag) : []),
  };
}
