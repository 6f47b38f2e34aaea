import { useEffect } from 'react';
import { api } from '@/lib/api';
import { forgetEarlyAnswers } from '@/lib/early-answers';
import { rememberSignedIn } from '@/lib/session-hint';
import {
  needsCode,
  type CodeRequest,
  type RegisterRequest,
  type ResetConfirmRequest,
  type ResetLink,
  type ServerMessage,
  type SignInRequest,
  type SignInResult,
  type User,
} from './types';
import type { CompanyLinks } from './company-links';

/** The last session of this tab ended by its own sign-out, not by expiry (nor was there none). */
let signedOutHere = false;

/** Whether this tab's last session ended by its own sign-out: then nobody is sent back where it was. */
export const signedOutInThisTab = () => signedOutHere;

/**
 * After a sign-out here, what forgets the cache of the user who left: run by the sign-in page once the
 * signed-in pages are closed (useForgetLeftUser).
 */
let forgetLeftUser: (() => void) | null = null;

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The company's website and social profiles, as configured on the server. */
    getCompanyLinks: build.query<CompanyLinks, void>({ query: () => '/company-links' }),
    /** The signed-in user, or null when nobody is signed in (the server answers 401). */
    getCurrentUser: build.query<User | null, void>({
      async queryFn(_arg, _queryApi, _extraOptions, baseQuery) {
        const result = await baseQuery('/user');
        if (result.error?.status === 401) {
          rememberSignedIn(null);
          return { data: null };
        }
        if (result.error) return { error: result.error };
        const user = result.data as User;
        rememberSignedIn(user.role);
        return { data: user };
      },
      providesTags: ['CurrentUser'],
    }),
    /** The password step; with a second factor on the account, the answer asks for the code. */
    login: build.mutation<SignInResult, SignInRequest>({
      query: (body) => ({ url: '/login', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        // The answer is the user: the shell shows them without asking the server again.
        const result = await queryFulfilled.catch(() => null);
        if (result && !needsCode(result.data)) await dispatch(signedIn(result.data));
      },
    }),
    /** The code step of a sign-in, within five minutes of the password step. */
    loginWithCode: build.mutation<User, CodeRequest>({
      query: (body) => ({ url: '/login/two-factor', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (result) await dispatch(signedIn(result.data));
      },
    }),
    register: build.mutation<User, RegisterRequest>({
      query: (body) => ({ url: '/register', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        // The answer is the user: the shell shows them without asking the server again.
        const result = await queryFulfilled.catch(() => null);
        if (result) await dispatch(signedIn(result.data));
      },
    }),
    logout: build.mutation<null, void>({
      // An empty JSON body: the server accepts state-changing calls only with a JSON content type.
      query: () => ({ url: '/logout', method: 'POST', body: {} }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        // Record that nobody is signed in now: the signed-in pages close at once (RequireAuth). What
        // is cached for the user who left is forgotten by the sign-in page once they are gone
        // (useForgetLeftUser): forgotten while they were still open, their reads (dashboard, unread
        // count, waiting list) asked the server again and got 401s.
        signedOutHere = true;
        forgetLeftUser = () => {
          dispatch(api.util.resetApiState());
          // Nobody is signed in, recorded again in the same task, so that nothing asks the server.
          void dispatch(authApi.util.upsertQueryData('getCurrentUser', undefined, null));
        };
        forgetEarlyAnswers();
        rememberSignedIn(null);
        await dispatch(authApi.util.upsertQueryData('getCurrentUser', undefined, null));
      },
    }),
    /** "Esqueci minha senha": the server mails a link, answering the same for any address. */
    requestPasswordReset: build.mutation<ServerMessage, { email: string }>({
      query: (body) => ({ url: '/reset-password', method: 'POST', body }),
    }),
    /** Whether a mailed link still works, asked when its page opens; it uses nothing up. */
    checkResetLink: build.query<ResetLink, string>({
      query: (token) => ({ url: '/reset-password/check', method: 'POST', body: { token } }),
      keepUnusedDataFor: 0,
    }),
    /** Sets a new password from the mailed link; every session of that account ends. */
    confirmPasswordReset: build.mutation<ServerMessage, ResetConfirmRequest>({
      query: (body) => ({ url: '/reset-password/confirm', method: 'POST', body }),
      // Whoever this browser knew as signed in may have just lost their session.
      invalidatesTags: ['CurrentUser'],
    }),
  }),
});

export const {
  useGetCompanyLinksQuery,
  useGetCurrentUserQuery,
  useLoginMutation,
  useLoginWithCodeMutation,
  useRegisterMutation,
  useLogoutMutation,
  useRequestPasswordResetMutation,
  useCheckResetLinkQuery,
  useConfirmPasswordResetMutation,
} = authApi;

/**
 * Another tab of this browser found nobody signed in: this one forgets what it read for the user,
 * asks the server again (which sends the page to sign-in) and, as after its own sign-out, sends
 * nobody back to where it was.
 */
export function signedOutElsewhere() {
  signedOutHere = true;
  forgetEarlyAnswers();
  return api.util.resetApiState();
}

/** Records the user a sign-in answered with: the shell shows them without asking the server again. */
function signedIn(user: User) {
  signedOutHere = false;
  forgetEarlyAnswers();
  rememberSignedIn(user.role);
  return authApi.util.upsertQueryData('getCurrentUser', undefined, user);
}

/**
 * On the sign-in page, after a sign-out in this tab: forgets everything cached for the user who left,
 * now that the pages that read it are closed, and records again that nobody is signed in.
 */
export function useForgetLeftUser() {
  useEffect(() => {
    const forget = forgetLeftUser;
    forgetLeftUser = null;
    forget?.();
  }, []);
}
