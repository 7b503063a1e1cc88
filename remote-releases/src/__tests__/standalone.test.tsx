import { screen } from '@testing-library/react';
import { testStandaloneEntry } from '@video-admin/shared-ui/testing';
import { serveReleases } from '../testing/releases-handlers';

// `npm run dev -w remote-releases` serves this entry alone, inside shared-ui's harness.
testStandaloneEntry({
  path: '/admin/releases',
  loadEntry: () => import('../bootstrap'),
  serve: () => void serveReleases(),
  expectRemote: async () => {
    expect(await screen.findByRole('heading', { name: '发布管理', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '项目' })).toBeInTheDocument();
  },
});
