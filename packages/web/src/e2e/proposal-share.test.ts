import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startServerAndBrowser } from './browser-harness.ts';

// Issue #15, the proposal: the contractor offers a line as an add alternate and sends a share link; the client,
// in a second browser context with no account, accepts the alternate and signs; the contractor's page shows
// the estimate accepted, the signature and the new total.

const live = startServerAndBrowser();
const shots = mkdtempSync(join(tmpdir(), 'quoin-proposal-shots-'));

async function json(request: APIRequestContext, method: 'post' | 'patch', url: string, data: object) {
  const response = await request[method](url, { data });
  if (!response.ok()) throw new Error(`${method} ${url}: ${response.status()} ${await response.text()}`);
  return response.json();
}

/** A small deck estimate typed by hand: boards in the base bid, a railing to offer as an option. */
async function deckEstimate(request: APIRequestContext, base: string) {
  const created = await json(request, 'post', `${base}/api/estimates`, { title: 'Backyard deck' });
  const id = created.estimate.id as string;
  const group = await json(request, 'post', `${base}/api/estimates/${id}/groups`, {
    version: 1,
    name: 'Deck',
  });
  const groupId = group.estimate.groups[0].id as string;
  await json(request, 'post', `${base}/api/estimates/${id}/groups/${groupId}/items`, {
    version: 2,
    title: 'Deck boards',
    quantity: 200,
    uom: 'sq_ft',
    rateCents: 1200,
  });
  const railing = await json(request, 'post', `${base}/api/estimates/${id}/groups/${groupId}/items`, {
    version: 3,
    title: 'Aluminum railing',
    quantity: 40,
    uom: 'linear_ft',
    rateCents: 5000,
  });
  await json(request, 'patch', `${base}/api/estimates/${id}`, {
    version: 4,
    header: { clientName: 'Pat Client', jobAddress: '12 Elm St, Denver, CO 80202' },
  });
  return { id, groupId, railingId: railing.estimate.groups[0].items[1].id as string };
}

describe('a proposal sent by link and signed in chromium', () => {
  it('marks an alternate, shares, and a second context accepts it and signs', async () => {
    const contractor = await live.browser.newContext({ viewport: { width: 1280, height: 1000 } });
    const page = await contractor.newPage();
    const { id, groupId, railingId } = await deckEstimate(page.request, live.server.url);
    await page.goto(`${live.server.url}/estimates/${id}`);
    await page.getByText('Live', { exact: true }).waitFor();
    const badge = page.getByTitle('Lifecycle state');
    await expect.poll(() => badge.textContent(), { timeout: 20_000 }).toBe('validated');

    // The railing becomes an add alternate: the base bid drops to the boards alone.
    const alternates = page.getByRole('region', { name: 'Alternates' });
    await alternates
      .getByRole('combobox', { name: /Offer as an option/ })
      .selectOption(`${groupId}/${railingId}`);
    await alternates.getByRole('combobox', { name: 'Kind' }).selectOption('add');
    await alternates.getByRole('button', { name: 'Mark as alternate' }).click();
    const row = alternates.locator(`tr[data-alternate="${railingId}"]`);
    await row.waitFor({ timeout: 20_000 });
    // Boards 200 × $12 + 15% = $2,760; railing 40 × $50 + 15% = $2,300.
    await expect
      .poll(() => page.getByTestId('base-bid').textContent(), { timeout: 20_000 })
      .toBe('$2,760.00');
    await expect
      .poll(() => page.getByTestId('contract-total').textContent(), { timeout: 20_000 })
      .toBe('$2,760.00');
    expect(await row.textContent()).toContain('+$2,300.00');
    const pill = page.locator(`[data-line-id="${railingId}"] .alternate-pill`);
    await pill.waitFor({ timeout: 20_000 });
    expect(await pill.textContent()).toBe('add alternate');

    // Sending: a link, and the estimate is sent.
    const share = page.getByRole('region', { name: 'Send to the client' });
    await share.getByRole('button', { name: 'Create share link' }).click();
    const linkBox = share.getByRole('textbox', { name: 'Share link' });
    await linkBox.waitFor({ timeout: 20_000 });
    const link = await linkBox.inputValue();
    expect(link).toMatch(/\/p\/qp_[A-Za-z0-9_-]{43}$/);
    await expect.poll(() => badge.textContent(), { timeout: 20_000 }).toBe('sent');
    const sentShot = join(shots, 'proposal-1-contractor-sent.png');
    await page.screenshot({ path: sentShot, fullPage: true });

    // The client: another browser context, no cookies of the contractor.
    const client = await live.browser.newContext({ viewport: { width: 1000, height: 900 } });
    const clientPage = await client.newPage();
    await clientPage.goto(link);
    await clientPage.getByRole('heading', { name: 'Proposal: Backyard deck' }).waitFor({ timeout: 20_000 });
    expect(await clientPage.getByTestId('client-base-bid').textContent()).toBe('$2,760.00');
    expect(await clientPage.content()).not.toMatch(/Overhead|Profit|catalog/);
    const option = clientPage.locator(`fieldset[data-alternate="${railingId}"]`);
    await option.getByRole('radio', { name: 'Accept' }).check();
    await expect
      .poll(() => clientPage.getByTestId('client-total').textContent(), { timeout: 20_000 })
      .toBe('$5,060.00');
    await clientPage.getByRole('textbox', { name: 'Your full name' }).fill('Pat Client');
    await clientPage.getByRole('button', { name: 'Sign and accept' }).click();
    await clientPage.getByTestId('signed').waitFor({ timeout: 20_000 });
    expect(await clientPage.getByTestId('signed').textContent()).toContain('Signed by Pat Client');
    const clientShot = join(shots, 'proposal-2-client-signed.png');
    await clientPage.screenshot({ path: clientShot, fullPage: true });

    // The contractor's page, live: accepted, the new total, the signature and the choice.
    await expect.poll(() => badge.textContent(), { timeout: 20_000 }).toBe('accepted');
    await expect
      .poll(() => page.getByTestId('contract-total').textContent(), { timeout: 20_000 })
      .toBe('$5,060.00');
    await expect.poll(() => pill.textContent(), { timeout: 20_000 }).toBe('add alternate, accepted');
    const signature = page.getByTestId('client-signature');
    await signature.waitFor({ timeout: 20_000 });
    expect(await signature.textContent()).toMatch(
      /Signed by Pat Client .* from .*Aluminum railing: accepted/s,
    );
    const acceptedShot = join(shots, 'proposal-3-contractor-accepted.png');
    await page.screenshot({ path: acceptedShot, fullPage: true });

    // Undo cannot take back what the client signed: it is refused, saying why, and nothing changes.
    await page.getByRole('button', { name: 'Undo' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'was accepted by the client' });
    await refusal.waitFor({ timeout: 20_000 });
    expect(await refusal.textContent()).toContain('recorded as a change order');
    expect(await badge.textContent()).toBe('accepted');
    expect(await page.getByTestId('contract-total').textContent()).toBe('$5,060.00');

    // A link used again after the contractor revokes it refuses clearly.
    const revokeLink = await json(page.request, 'post', `${live.server.url}/api/estimates/${id}/share`, {});
    await page.request.delete(`${live.server.url}/api/estimates/${id}/shares/${revokeLink.share.id}`);
    await clientPage.goto(`${live.server.url}${revokeLink.path}`);
    await clientPage.getByRole('alert').waitFor({ timeout: 20_000 });
    expect(await clientPage.getByRole('alert').textContent()).toContain('withdrawn by the contractor');

    await Promise.all([contractor.close(), client.close()]);
    console.log(`proposal screenshots:\n  ${sentShot}\n  ${clientShot}\n  ${acceptedShot}`);
  }, 240_000);
});
