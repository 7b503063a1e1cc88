import { Field, Input } from '@fluentui/react-components';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { DialogFrame } from '../dialog-frame';
import { FormDialogPanel } from '../form-dialog-panel';

interface NoteForm {
  title: string;
}

function NoteDialog({
  pending = false,
  onSave,
  onCancel,
}: {
  pending?: boolean;
  onSave: (values: NoteForm) => void;
  onCancel: () => void;
}) {
  const { register, handleSubmit } = useForm<NoteForm>({ defaultValues: { title: 'Draft' } });
  return (
    <DialogFrame onClose={onCancel}>
      <FormDialogPanel
        title="Edit note"
        onSubmit={handleSubmit(onSave)}
        onCancel={onCancel}
        pending={pending}
        cancelLabel="Cancel"
        saveLabel={pending ? 'Saving…' : 'Save'}
        contentClassName="note-fields"
      >
        <Field label="Title">
          <Input {...register('title')} required />
        </Field>
      </FormDialogPanel>
    </DialogFrame>
  );
}

test('Save submits the fields, Enter in a field does too, and Cancel only cancels', async () => {
  const onSave = jest.fn();
  const onCancel = jest.fn();
  render(<NoteDialog onSave={onSave} onCancel={onCancel} />);
  const dialog = await screen.findByRole('dialog', { name: 'Edit note' });
  const title = screen.getByRole('textbox', { name: 'Title' });
  expect(title.closest('.note-fields')).not.toBeNull();
  expect(dialog.querySelector('form')).toHaveAttribute('novalidate');

  await userEvent.clear(title);
  await userEvent.type(title, 'Final');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(onSave).toHaveBeenCalledTimes(1);
  expect(onSave.mock.calls[0][0]).toEqual({ title: 'Final' });

  await userEvent.type(title, '!{Enter}');
  expect(onSave).toHaveBeenCalledTimes(2);
  expect(onSave.mock.calls[1][0]).toEqual({ title: 'Final!' });

  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onCancel).toHaveBeenCalledTimes(1);
  expect(onSave).toHaveBeenCalledTimes(2);
});

test('while a save runs, Cancel and Save are disabled and Save says so', async () => {
  render(<NoteDialog pending onSave={jest.fn()} onCancel={jest.fn()} />);
  await screen.findByRole('dialog', { name: 'Edit note' });
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
});
