import { companyProfilePatchSchema, companyProfileResponseSchema } from './company-profile.ts';

/** Company profile routes (issue #15); appended to REST_ROUTES. Shaped like rest-routes.ts's RestRoute. */
export const COMPANY_ROUTES = [
  {
    method: 'GET',
    path: '/api/company',
    operationId: 'getCompanyProfile',
    summary: 'The company profile printed on every export (null before one is set)',
    success: { status: 200, body: companyProfileResponseSchema },
  },
  {
    method: 'PATCH',
    path: '/api/company',
    operationId: 'updateCompanyProfile',
    summary:
      'Set fields of the company profile (name, logo, license, address, terms, deposit, payment schedule); null clears one',
    body: companyProfilePatchSchema,
    success: { status: 200, body: companyProfileResponseSchema },
  },
] as const;
