import { testStandaloneEntry } from 'shared-ui/testing';

// `npm run dev -w remote-templates` serves this entry alone, inside shared-ui's harness.
testStandaloneEntry({ path: '/admin', loadEntry: () => import('../bootstrap') });
