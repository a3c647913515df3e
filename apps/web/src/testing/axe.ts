import axe from 'axe-core';

// axe-core on a component rendered in jsdom (docs/accessibility-checks.md): names, roles, ARIA and
// structure. jsdom lays nothing out, so colour contrast and target sizes stay the browser journeys'.

/** The axe violations of `container`, each as « rule: help (n) »; an empty list when clean. */
export async function axeViolations(container: Element): Promise<string[]> {
  const results = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, 'target-size': { enabled: false } },
    resultTypes: ['violations'],
  });
  return results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length})`);
}
