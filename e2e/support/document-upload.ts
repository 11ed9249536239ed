import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** ../shared/fixtures/documents beside the repository. */
const DOCUMENT_FIXTURES = path.resolve(import.meta.dirname, '../../../shared/fixtures/documents');

export const fixture = (name: string) => path.join(DOCUMENT_FIXTURES, name);

const MIME_TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.jpg': 'image/jpeg',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** The upload widget and the 'Create Deal from Document' dialog, driven by their visible texts. */
export class DocumentUpload {
  readonly dialog: Locator;

  constructor(private readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Create Deal from Document' });
  }

  get readyCard(): Locator {
    return this.page.getByRole('region', { name: 'Document Ready for Analysis' });
  }

  get uploadError(): Locator {
    return this.page.getByTestId('document-dropzone').getByRole('alert');
  }

  async choose(file: string | { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.page.getByLabel('Document to analyze').setInputFiles(file);
  }

  /** Drops a fixture on the upload area as a browser would (a DataTransfer carrying the file). */
  async drop(name: string): Promise<void> {
    const dataTransfer = await this.page.evaluateHandle(
      ({ fileName, type, base64 }) => {
        const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
        const transfer = new DataTransfer();
        transfer.items.add(new File([bytes], fileName, { type }));
        return transfer;
      },
      { fileName: name, type: MIME_TYPES[path.extname(name)] ?? '', base64: readFileSync(fixture(name)).toString('base64') },
    );
    await this.page.getByTestId('document-dropzone').dispatchEvent('drop', { dataTransfer });
  }

  toast(text: string): Locator {
    return this.page.locator('[data-sonner-toast]').filter({ hasText: text });
  }

  /** 'Analyze with AI', then the review step; OCR of an image or a scan takes a while on a small machine. */
  async analyze(): Promise<void> {
    await this.readyCard.getByRole('button', { name: 'Analyze with AI' }).click();
    await expect(this.dialog).toBeVisible({ timeout: 90_000 });
  }

  summary(name: 'document-type' | 'fields' | 'high' | 'medium' | 'low'): Locator {
    return this.dialog.locator(`[data-summary="${name}"] dd`);
  }

  /** Reads the review's counts and checks that the bands add up to the fields extracted. */
  async extractedFieldCount(): Promise<number> {
    const count = Number(await this.summary('fields').textContent());
    const bands = await Promise.all((['high', 'medium', 'low'] as const).map(async (band) => Number(await this.summary(band).textContent())));
    expect(bands.reduce((sum, n) => sum + n, 0)).toBe(count);
    return count;
  }

  async proceed(fields: number): Promise<void> {
    await this.dialog.getByRole('button', { name: `Review & Edit Deal (${fields} fields)` }).click();
    await expect(this.dialog.getByRole('form', { name: 'Deal' })).toBeVisible();
  }

  field(label: string): Locator {
    return this.dialog.getByLabel(label, { exact: true });
  }
}

/**
 * axe on the widget and the dialog, without the toasts: sonner's rich colours are the app toaster's business
 * (green and red at 4.25 and 4.34:1) and would fail every scan taken while a toast is up.
 */
export async function expectNoSeriousA11yViolationsBesideToasts(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(report, `serious/critical axe violations on ${label}`).toEqual([]);
}
