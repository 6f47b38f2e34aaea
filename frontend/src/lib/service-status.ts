import { createSlice } from '@reduxjs/toolkit';
import { useSelector } from 'react-redux';

/**
 * Whether the server said it cannot serve for now (503: its database is unreachable, or it is
 * too busy). One calm banner tells it, instead of every failed call telling it again.
 */
export const serviceStatus = createSlice({
  name: 'serviceStatus',
  initialState: { unavailable: false },
  reducers: {
    serviceUnavailable: (state) => {
      state.unavailable = true;
    },
    serviceBack: (state) => {
      state.unavailable = false;
    },
  },
  selectors: {
    isUnavailable: (state) => state.unavailable,
  },
});

export const { serviceUnavailable, serviceBack } = serviceStatus.actions;

interface WithServiceStatus {
  serviceStatus: ReturnType<typeof serviceStatus.reducer>;
}

export const selectServiceUnavailable = (state: WithServiceStatus) => serviceStatus.selectors.isUnavailable(state);

export function useServiceUnavailable() {
  return useSelector(selectServiceUnavailable);
}
