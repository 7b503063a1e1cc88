import { testStandaloneEntry } from 'shared-ui/testing';

// `npm run dev -w remote-account` serves this entry alone, inside shared-ui's harness.
testStandaloneEntry({ path: '/settings', loadEntry: () => import('../bootstrap') });
