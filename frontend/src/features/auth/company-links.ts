export type SocialNetwork = 'instagram' | 'facebook' | 'linkedin';

export interface CompanyLinks {
  /** The company's own website, or null while it has none to show. */
  website: string | null;
  /** The company's profiles on social networks; a network without an address is not shown. */
  social: Record<SocialNetwork, string | null>;
}

/**
 * Where the sign-in page sends people who want to know the company: its website and its social
 * profiles. Only real addresses go here: a link that leads nowhere (as some in the spec's product
 * did) is worse than no link, so the page shows only the entries that are filled in.
 */
export const companyLinks: CompanyLinks = {
  website: null,
  social: {
    instagram: null,
    facebook: null,
    linkedin: null,
  },
};
