import { applyCompanyPatch, type CompanyProfilePatch } from '@quoin/protocol';
import type { HandlerFactory } from '../routes/route-handler.ts';

/** The company profile every export prints (GET, and PATCH of the fields given). */
export const companyHandlers: HandlerFactory = (context) => ({
  async getCompanyProfile() {
    return { profile: (await context.store.company.get()) ?? null };
  },
  async updateCompanyProfile({ body }) {
    const current = await context.store.company.get();
    const profile = await context.store.company.set(applyCompanyPatch(current, body as CompanyProfilePatch));
    return { profile };
  },
});
