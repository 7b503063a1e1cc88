import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '@video-admin/shared-ui/testing';
import type { VideoTemplate } from '@video-admin/shared-ui/contract';
import { EditTemplateDialog } from '../edit/components/edit-template-dialog';

function Harness({ template }: { template: VideoTemplate }) {
  const [open, setOpen] = useState<VideoTemplate | undefined>(template);
  return (
    <>
      <button type="button" onClick={() => setOpen(template)}>
        reopen
      </button>
      <EditTemplateDialog template={open} onClose={() => setOpen(undefined)} />
    </>
  );
}

/** The dialog open on this template, as a tab opens it; `reopen` opens it again after a close. */
export async function renderDialog(template: VideoTemplate) {
  const result = renderWithProviders(<Harness template={template} />);
  // Fluent marks the open dialog aria-hidden in jsdom after a moment: query it with hidden.
  const dialog = await screen.findByRole('dialog', { name: `编辑视频模板 #${template.template_id}`, hidden: true } as never);
  return { ...result, dialog };
}
