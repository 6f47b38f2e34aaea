import type { ApiSchema } from '@/lib/api-types';

/**
 * Where the sign-in page sends people who want to know the company: its website and its social
 * profiles, as the server is configured (`COMPANY_LINKS`). Only the entries that are set are shown.
 */
export type CompanyLinks = ApiSchema<'CompanyLinks'>;
export type SocialNetwork = keyof CompanyLinks['social'];

/** What the page shows while the links are on their way, or when the server has none. */
export const noCompanyLinks: CompanyLinks = {
  website: null,
  social: { instagram: null, facebook: null, linkedin: null },
};
