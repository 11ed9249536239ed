import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Runs axe on the page and fails on serious or critical violations, listing them readably. */
export async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  // A toast on its way out is scanned no more (the config turns transitions off, so the rest are at rest).
  const results = await new AxeBuilder({ page }).exclude('[data-sonner-toast][data-removed="true"]').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('\n')}`);
  expect(report, `serious/critical axe violations on ${label}`).toEqual([]);
}
