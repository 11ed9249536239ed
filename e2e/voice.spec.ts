import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe-scan';
import { writeSpokenWav } from './support/spoken-wav';
import { expect, test } from './support/signed-in-test';

// SPEC §2 (microphone, timer card, 'Stop Recording', auto-speech toggle, 'Play audio'), §4 voice recording,
// §8 Voice: a real recording from Chromium's fake microphone goes through real recognition and the reply is spoken.

const QUESTION = 'how many deals are in underwriting';
const wav = path.join(os.tmpdir(), `lender-os-e2e-voice-${process.env.E2E_PORT ?? 3100}.wav`);
await writeSpokenWav(wav, QUESTION);

const BASE_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
test.use({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [...BASE_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-audio-capture=${wav}`, '--autoplay-policy=no-user-gesture-required'],
  },
});

async function openAssistant(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'AI Assistant' }).first().click();
  await expect(page.getByRole('region', { name: 'AI Assistant' })).toBeVisible();
}
const log = (page: Page) => page.getByRole('log', { name: 'Conversation' });
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** Waits until the panel's audio element has played an MP3 the server generated. */
async function expectSpoken(page: Page) {
  await page.waitForFunction(() => {
    const audio = document.querySelector<HTMLAudioElement>('[data-testid="assistant-audio"]');
    return !!audio && audio.src.startsWith('data:audio/mpeg;base64,') && (audio.currentTime > 0 || audio.ended);
  });
}

test('asks by voice: timer card, Stop Recording, transcript sent, answer spoken', async ({ page }) => {
  await openAssistant(page);
  await page.getByRole('button', { name: 'Start recording' }).click();
  const card = page.getByRole('status', { name: 'Recording' });
  await expect(card).toBeVisible();
  // The question is spoken from 1.5 s into the recording; five seconds hold all of it.
  await expect(card).toContainText('0:05', { timeout: 15_000 });
  await expectNoSeriousA11yViolations(page, 'the assistant panel while recording');
  await card.getByRole('button', { name: 'Stop Recording' }).click();

  // The transcript is sent as the user's message, and the assistant answers it.
  await expect(log(page).locator('[data-role="user"]').last()).toHaveText(new RegExp(QUESTION), { timeout: 30_000 });
  await expect(log(page).locator('[data-role="assistant"]').last()).toContainText('(in Underwriting)', { timeout: 30_000 });
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  await expect(card).toBeHidden();
  // Auto-speech is on by default: the reply is read aloud.
  await expect(page.getByRole('button', { name: 'Auto-speech' })).toHaveAttribute('aria-pressed', 'true');
  await expectSpoken(page);
});

test('auto-speech off is remembered; Play audio reads one reply', async ({ page }) => {
  await openAssistant(page);
  await page.getByRole('button', { name: 'Auto-speech' }).click();
  await expect(page.getByRole('button', { name: 'Auto-speech' })).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  await page.getByRole('button', { name: 'AI Assistant' }).first().click();
  await expect(page.getByRole('button', { name: 'Auto-speech' })).toHaveAttribute('aria-pressed', 'false');

  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill('how many deals are in Structure?');
  await box.press('Enter');
  const reply = log(page).locator('[data-role="assistant"]').last();
  await expect(reply).toContainText('(in Structure)');
  // Not spoken on its own…
  expect(await page.locator('[data-testid="assistant-audio"]').getAttribute('src')).toBeNull();
  // …but on request.
  await reply.getByRole('button', { name: 'Play audio' }).click();
  await expectSpoken(page);
  await expectNoSeriousA11yViolations(page, 'the assistant panel with Play audio');
  await page.getByRole('button', { name: 'Auto-speech' }).click();
});

test('a refused microphone says so', async ({ playwright, adminState, baseURL }) => {
  // Without the fake permission UI, Chromium refuses the microphone as a user would.
  const browser = await playwright.chromium.launch({ executablePath: '/usr/bin/chromium', args: [...BASE_ARGS, '--deny-permission-prompts'] });
  try {
    const context = await browser.newContext({ storageState: adminState, baseURL, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await openAssistant(page);
    await page.getByRole('button', { name: 'Start recording' }).click();
    await expect(toast(page, 'Recording Error')).toContainText('Could not access microphone. Please check permissions.');
    await expect(page.getByRole('status', { name: 'Recording' })).toBeHidden();
  } finally {
    await browser.close();
  }
});
