import { screen } from '@testing-library/react';
import { testStandaloneEntry } from '@video-admin/shared-ui/testing';

// `npm run dev -w remote-account` serves this entry alone, inside shared-ui's harness.
testStandaloneEntry({
  path: '/settings',
  loadEntry: () => import('../bootstrap'),
  // The settings screen reads only the signed-in user, which the harness already answers.
  serve: () => undefined,
  expectRemote: async () => {
    expect(await screen.findByRole('heading', { name: 'User Settings' })).toBeInTheDocument();
    // The signed-in user's details, read from the API by the remote's own screen.
    expect(await screen.findByText('admin@example.com')).toBeInTheDocument();
  },
});
