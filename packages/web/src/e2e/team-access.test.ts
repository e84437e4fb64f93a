import { describe, expect, it } from 'vitest';
import { artifactPath, startServerAndBrowser } from './browser-harness.ts';
import { createOrgWithOwner, type OrgOwner, signInAsOwner } from './org-owner.ts';

// People and access in a real browser against `quoin serve --auth required`: the owner (made with
// `quoin accounts create-org`) signs in, starts an estimate and invites a colleague as a viewer; the colleague
// accepts from the link, sees the shared estimate, and cannot edit it.

const OWNER: OrgOwner = {
  organisation: 'Acme Builders',
  email: 'owner@acme.example',
  password: 'owner password long',
};

const live = startServerAndBrowser(240_000, {
  serveArgs: ['--auth', 'required'],
  prepare: createOrgWithOwner(OWNER),
});

describe('team access in chromium', () => {
  it('owner signs in and invites a viewer, who accepts, sees the shared estimate and cannot edit it', async () => {
    const owner = await live.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await owner.newPage();
    await signInAsOwner(page, live.server.url, OWNER);

    await page.getByRole('button', { name: 'New estimate' }).click();
    await page.waitForURL(/\/estimates\/[^/]+$/);
    const estimateId = decodeURIComponent(page.url().split('/').pop() ?? '');

    await page.getByRole('link', { name: 'Team' }).click();
    await page.getByLabel("Colleague's email").fill('sam@acme.example');
    await page.getByLabel('Role').selectOption('viewer');
    await page.getByRole('button', { name: 'Invite' }).click();
    const link = (await page.getByTestId('invite-link').textContent()) ?? '';
    expect(link).toMatch(/\/accept\?token=qi_/);
    await page.screenshot({ path: artifactPath('team-1-invite.png'), fullPage: true });

    const colleague = await live.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const samPage = await colleague.newPage();
    await samPage.goto(link);
    await samPage.getByRole('heading', { name: 'Join your team' }).waitFor();
    await samPage.getByLabel('Password').fill('sam password long');
    await samPage.getByRole('button', { name: 'Accept invitation' }).click();
    await expect
      .poll(() => samPage.getByTestId('signed-in-as').textContent())
      .toContain('sam@acme.example · viewer');
    await samPage
      .getByRole('link', { name: new RegExp(estimateId) })
      .or(samPage.locator(`a[href$="${estimateId}"]`))
      .first()
      .click();
    await samPage.waitForURL(new RegExp(`/estimates/${estimateId}$`));
    await samPage.screenshot({ path: artifactPath('team-2-viewer.png'), fullPage: true });

    // The viewer's browser holds a valid session and CSRF token, and the server still refuses the edit.
    const edit = await samPage.evaluate(async (id) => {
      const current = (await (await fetch(`/api/estimates/${id}`)).json()) as {
        estimate: { version: number };
      };
      const response = await fetch(`/api/estimates/${id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ version: current.estimate.version, title: 'Changed by a viewer' }),
      });
      return { status: response.status, body: (await response.json()) as { error: { code: string } } };
    }, estimateId);
    expect(edit.status).toBe(403);
    expect(edit.body.error.code).toBe('FORBIDDEN');

    // The owner's audit log shows the invitation and who accepted it.
    await page.reload();
    await page.getByRole('table', { name: 'Audit log' }).waitFor();
    const audit = (await page.getByRole('table', { name: 'Audit log' }).textContent()) ?? '';
    expect(audit).toContain('invitation.create');
    expect(audit).toContain('member.set');
    await owner.close();
    await colleague.close();
  }, 120_000);
});
