import { describe, expect, it } from 'vitest';
import { artifactPath, startServerAndBrowser } from './browser-harness.ts';
import { createOrgWithOwner, type OrgOwner, signInAsOwner } from './org-owner.ts';

// The audit screen in a real browser against `quoin serve --auth required`: the owner edits a line's quantity
// and invites a colleague, then reads on /audit who did what and when, with the line's before/after, and
// narrows the log by action family and by person.

const OWNER: OrgOwner = {
  organisation: 'Audit Builders',
  email: 'owner@audit.example',
  password: 'owner password long',
};

const live = startServerAndBrowser(240_000, {
  serveArgs: ['--auth', 'required'],
  prepare: createOrgWithOwner(OWNER),
});

describe('audit screen in chromium', () => {
  it('shows who changed a line and how, and filters by action and person', async () => {
    const context = await live.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signInAsOwner(page, live.server.url, OWNER);

    // The edits go through the app's own fetch (it adds the CSRF header of the signed-in session).
    const edited = await page.evaluate(async () => {
      const send = async (method: string, url: string, body: unknown) => {
        const response = await fetch(url, {
          method,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        const json = (await response.json()) as {
          estimate: { id: string; version: number; groups: { id: string; items: { id: string }[] }[] };
        };
        if (!response.ok) throw new Error(`${method} ${url}: ${JSON.stringify(json)}`);
        return json.estimate;
      };
      const created = await send('POST', '/api/estimates', { title: 'Audited bathroom' });
      const grouped = await send('POST', `/api/estimates/${created.id}/groups`, {
        version: created.version,
        name: 'Tile',
      });
      const groupId = grouped.groups[0]!.id;
      const lined = await send('POST', `/api/estimates/${created.id}/groups/${groupId}/items`, {
        version: grouped.version,
        type: 'assembly',
        title: 'Floor tile',
        quantity: 40,
        uom: 'sq_ft',
        rateCents: 900,
      });
      const itemId = lined.groups[0]!.items[0]!.id;
      await send('PATCH', `/api/estimates/${created.id}/items/${itemId}`, {
        version: lined.version,
        quantity: 45,
      });
      await fetch('/api/orgs/current/invitations', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'sam@audit.example', role: 'viewer' }),
      });
      return { estimateId: created.id, itemId };
    });

    await page.getByRole('link', { name: 'Audit', exact: true }).click();
    await page.waitForURL(/\/audit$/);
    const table = page.getByRole('table', { name: 'Audit entries' });
    await table.waitFor();
    await expect
      .poll(() => table.textContent(), { timeout: 30_000 })
      .toContain(`Floor tile (${edited.itemId}): quantity 40 → 45`);
    const all = (await table.textContent()) ?? '';
    expect(all).toContain(OWNER.email);
    expect(all).toContain('estimate.update');
    expect(all).toContain('invitation.create');
    expect(all).toContain(edited.estimateId);
    await page.screenshot({ path: artifactPath('audit-1-all.png'), fullPage: true });

    // Only the estimate's family: the invitation leaves the table.
    await page.getByLabel('What').selectOption('estimate.');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect
      .poll(async () => (await table.textContent()) ?? '', { timeout: 30_000 })
      .not.toContain('invitation.create');
    expect(await table.textContent()).toContain('quantity 40 → 45');

    // Someone who did nothing: no entries.
    await page.getByLabel('Who').fill('nobody@audit.example');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByText('No entries match.').waitFor();
    await page.screenshot({ path: artifactPath('audit-2-filtered.png'), fullPage: true });
    await context.close();
  }, 180_000);
});
