import { testStandaloneEntry } from 'shared-ui/testing';

// `npm run dev -w remote-items` serves this entry alone, inside shared-ui's harness.
testStandaloneEntry({ path: '/items', loadEntry: () => import('../bootstrap') });
