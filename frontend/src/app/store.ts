import { configureStore } from '@reduxjs/toolkit';
import { api } from '@/lib/api';
import { serviceStatus } from '@/lib/service-status';

export function makeStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer, [serviceStatus.reducerPath]: serviceStatus.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
