import { expect, type Locator, type Page } from '@playwright/test';

/** The 'New Deal' dialog on /deals, driven by its visible labels. */
export class DealFormDialog {
  readonly dialog: Locator;

  constructor(private readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'New Deal', exact: true });
  }

  async open(): Promise<void> {
    await this.page.goto('/deals');
    await this.page.getByRole('button', { name: 'New Deal', exact: true }).click();
    await expect(this.dialog).toBeVisible();
  }

  field(label: string): Locator {
    return this.dialog.getByLabel(label, { exact: true });
  }

  /** Types into a field and leaves it, so the on-blur formatter runs. */
  async fill(label: string, value: string): Promise<void> {
    const field = this.field(label);
    await field.fill(value);
    await field.blur();
  }

  async select(label: string, option: string): Promise<void> {
    await this.field(label).selectOption(option);
  }

  calculation(label: string): Locator {
    return this.dialog.locator(`[data-calculation="${label}"] dd`);
  }

  /** Clicks 'Create Deal' and expects the 'Error' toast to carry this validation message. */
  async submitExpectingError(message: string): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Create Deal' }).click();
    const toast = this.page.locator('[data-sonner-toast]').filter({ hasText: message });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Error');
    await expect(this.dialog.getByText(message, { exact: true })).toBeVisible();
  }

  /** Clicks 'Create Deal', expects the 'Success' toast and returns the new deal's id. */
  async submitExpectingSuccess(monthlyPayment: string): Promise<string> {
    await this.dialog.getByRole('button', { name: 'Create Deal' }).click();
    const toast = this.page.locator('[data-sonner-toast]').filter({ hasText: 'created successfully!' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Success');
    const text = (await toast.textContent()) ?? '';
    const match = /Deal (HLC-\d{8}-\d{2,3}) created successfully! Monthly Payment: (\$[\d,.]+)/.exec(text);
    expect(match, `toast text: ${text}`).not.toBeNull();
    expect(match?.[2]).toBe(monthlyPayment);
    await expect(this.dialog).toBeHidden();
    return match?.[1] ?? '';
  }
}
