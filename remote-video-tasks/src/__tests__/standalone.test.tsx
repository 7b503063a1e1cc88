import { testStandaloneEntry } from 'shared-ui/testing';

// `npm run dev -w remote-video-tasks` serves this entry alone, inside shared-ui's harness.
testStandaloneEntry({ path: '/admin/video-tasks', loadEntry: () => import('../bootstrap') });
