export { renderWithProviders, type RenderWithProvidersOptions } from './render-with-providers';
export { mockFetch, type RecordedRequest } from './mock-fetch';
