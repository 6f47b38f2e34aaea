import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { useSelector } from 'react-redux';

/**
 * Whether the server said it cannot serve for now (503: its database is unreachable, or it is
 * too busy). One calm banner tells it, instead of every failed call telling it again.
 */
export const serviceStatus = createSlice({
  name: 'serviceStatus',
  // `startedBefore`: how many calls had started when the last 503 came. Only an answer to a later
  // call says the server is back: one already under way when the 503 came (another endpoint's,
  // answered while this one still fails) would clear the banner and refetch everything, over
  // and over.
  initialState: { unavailable: false, startedBefore: 0 },
  reducers: {
    serviceUnavailable: (state, action: PayloadAction<number>) => {
      state.unavailable = true;
      state.startedBefore = Math.max(state.startedBefore, action.payload);
    },
    serviceBack: (state) => {
      state.unavailable = false;
    },
  },
  selectors: {
    isUnavailable: (state) => state.unavailable,
    startedBefore: (state) => state.startedBefore,
  },
});

export const { serviceUnavailable, serviceBack } = serviceStatus.actions;

interface WithServiceStatus {
  serviceStatus: ReturnType<typeof serviceStatus.reducer>;
}

export const selectServiceUnavailable = (state: WithServiceStatus) => serviceStatus.selectors.isUnavailable(state);

/** Whether the answer to the call numbered `call` (from 1, in the order calls start) says the server is back. */
export const selectBackWith = (state: WithServiceStatus, call: number) =>
  serviceStatus.selectors.isUnavailable(state) && call > serviceStatus.selectors.startedBefore(state);

export function useServiceUnavailable() {
  return useSelector(selectServiceUnavailable);
}
