// What the frontends use of @tanstack/react-query, and all they get of it at run time (shared as
// the '@tanstack/react-query' singleton, see build/shared-modules.cjs and the router's facade next
// to this file). Left out: infinite and suspense queries, useQueries, hydration, streamed queries.
// Need one? Add it here; scripts/__tests__/shared-facades.test.ts fails on a name the frontends
// import but this lacks. '@original/tanstack-react-query' is the package itself (an alias in
// build/webpack-config.cjs): a plain '@tanstack/react-query' here would be this file.
export {
  keepPreviousData,
  MutationCache,
  QueryCache,
  QueryClient,
  QueryClientContext,
  QueryClientProvider,
  queryOptions,
  useIsFetching,
  useIsMutating,
  useMutation,
  useQuery,
  useQueryClient,
} from '@original/tanstack-react-query';
