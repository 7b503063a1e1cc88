import { screen } from '@testing-library/react';
import { testStandaloneEntry } from '@video-admin/shared-ui/testing';
import { makeTemplate } from '../testing/template-fixtures';
import { serveTemplates } from '../testing/templates-handlers';

// `npm run dev -w remote-templates` serves this entry alone, inside shared-ui's harness.
testStandaloneEntry({
  path: '/admin',
  loadEntry: () => import('../bootstrap'),
  serve: () => serveTemplates([makeTemplate({ template_name: '独立运行的模板' })]),
  expectRemote: async () => {
    expect(await screen.findByRole('heading', { name: '视频模板管理' })).toBeInTheDocument();
    // A row of the list the remote asked the API for.
    expect(await screen.findByText('独立运行的模板')).toBeInTheDocument();
  },
});
