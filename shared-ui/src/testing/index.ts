export { renderWithProviders, type RenderWithProvidersOptions } from './render-with-providers';
export { testStandaloneEntry, type StandaloneEntryCase } from './standalone-entry';
export { serveConfig } from './serve-config';
export { aRuntimeConfig, LATER_TEST_MODULES, TEST_MODULES } from './modules';
export { api, apiServer, callsTo, delay, HttpResponse, plainHttp, recordRequests } from './api-mocks';
export type { RecordedRequest as ApiRequest } from './api-mocks';
export { aUser, serveCurrentUser } from './current-user';
