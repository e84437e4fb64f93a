import { dirname } from 'node:path';
import { runQuoin } from '@quoin/testkit/process';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The owner an `--auth required` browser test signs in as. */
export interface OrgOwner {
  organisation: string;
  email: string;
  password: string;
}

/**
 * The `prepare` of startServerAndBrowser for `--auth required`: `quoin accounts create-org` makes the
 * organisation and its owner in the server's QUOIN_HOME before it starts.
 */
export function createOrgWithOwner(owner: OrgOwner): (quoinHome: string) => Promise<void> {
  return async (quoinHome) => {
    const run = await runQuoin(
      ['accounts', 'create-org', owner.organisation, '--owner', owner.email, '--password-stdin'],
      {
        cwd: dirname(quoinHome),
        env: { QUOIN_HOME: quoinHome, QUOIN_MODEL: '' },
        stdin: `${owner.password}\n`,
      },
    );
    if (run.code !== 0) throw new Error(`create-org failed (${run.code}): ${run.text}${run.stderr}`);
  };
}

/** Signs the owner in on the sign-in screen and waits until the top bar says who is signed in. */
export async function signInAsOwner(page: Page, url: string, owner: OrgOwner): Promise<void> {
  await page.goto(url);
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password').fill(owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect.poll(() => page.getByTestId('signed-in-as').textContent()).toContain(`${owner.email} · owner`);
}
