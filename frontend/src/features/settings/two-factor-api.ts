import { api } from '@/lib/api';
import type { ApiSchema } from '@/lib/api-types';

export type TwoFactorStatus = ApiSchema<'TwoFactorStatus'>;
export type TwoFactorSetup = ApiSchema<'SetupView'>;
export type RecoveryCodes = ApiSchema<'RecoveryCodesView'>;
export type DisableRequest = Required<ApiSchema<'DisableBody'>>;

export const twoFactorApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Whether the second factor is on, and how many recovery codes are left. */
    getTwoFactor: build.query<TwoFactorStatus, void>({
      query: () => '/account/two-factor',
      providesTags: ['TwoFactor'],
    }),
    /** A pending secret for the app; the password proves it is the person. */
    startTwoFactor: build.mutation<TwoFactorSetup, { currentPassword: string }>({
      query: (body) => ({ url: '/account/two-factor/setup', method: 'POST', body }),
    }),
    /** The first code turns it on; the answer holds the recovery codes, shown once. */
    enableTwoFactor: build.mutation<RecoveryCodes, { code: string }>({
      query: (body) => ({ url: '/account/two-factor/enable', method: 'POST', body }),
      invalidatesTags: ['TwoFactor', 'CurrentUser'],
    }),
    disableTwoFactor: build.mutation<null, DisableRequest>({
      query: (body) => ({ url: '/account/two-factor/disable', method: 'POST', body }),
      invalidatesTags: ['TwoFactor', 'CurrentUser'],
    }),
    /** Ten new recovery codes; the old ones stop working. */
    newRecoveryCodes: build.mutation<RecoveryCodes, { code: string }>({
      query: (body) => ({ url: '/account/two-factor/recovery-codes', method: 'POST', body }),
      invalidatesTags: ['TwoFactor'],
    }),
  }),
});

export const {
  useGetTwoFactorQuery,
  useStartTwoFactorMutation,
  useEnableTwoFactorMutation,
  useDisableTwoFactorMutation,
  useNewRecoveryCodesMutation,
} = twoFactorApi;
