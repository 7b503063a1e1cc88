import { Button, Input, Textarea } from '@fluentui/react-components';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { renderWithProviders } from '../../testing/render-with-providers';
import { ControlledField } from '../controlled-field';

interface NoteForm {
  title: string;
  body: string;
}

let saved: NoteForm | undefined;

/** A form that validates on every change (as the settings forms do), with a value set from outside. */
function NoteEditor() {
  const { control, handleSubmit, setValue } = useForm<NoteForm>({ mode: 'all', defaultValues: { title: 'Draft', body: 'First line' } });
  return (
    <form noValidate onSubmit={handleSubmit((values) => (saved = values))}>
      <ControlledField control={control} name="title" label="Title" rules={{ required: 'Title is required.' }}>
        {(input) => <Input {...input} />}
      </ControlledField>
      <ControlledField control={control} name="body" label="Body">
        {(input) => <Textarea {...input} />}
      </ControlledField>
      <Button onClick={() => setValue('body', 'Suggested text')}>Suggest</Button>
      <Button type="submit">Save</Button>
    </form>
  );
}

beforeEach(() => {
  saved = undefined;
});

test('an input and a textarea show the form values, prefilled and set from outside, and what is typed', async () => {
  renderWithProviders(<NoteEditor />);
  expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Draft');
  expect(screen.getByRole('textbox', { name: 'Body' })).toHaveValue('First line');

  await userEvent.click(screen.getByRole('button', { name: 'Suggest' }));
  expect(screen.getByRole('textbox', { name: 'Body' })).toHaveValue('Suggested text');

  await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), ' 2');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(saved).toEqual({ title: 'Draft 2', body: 'Suggested text' });
});

test('an error shows once the field is left, not while it is being typed in', async () => {
  renderWithProviders(<NoteEditor />);
  const title = await screen.findByRole('textbox', { name: 'Title' });
  await userEvent.clear(title);
  expect(screen.queryByText('Title is required.')).not.toBeInTheDocument();
  await userEvent.tab();
  expect(screen.getByText('Title is required.')).toBeInTheDocument();
  expect(title).toHaveAttribute('aria-invalid', 'true');
});

test('an untouched field shows its error when the form is submitted', async () => {
  function EmptyTitle() {
    const { control, handleSubmit } = useForm<NoteForm>({ defaultValues: { title: '', body: '' } });
    return (
      <form noValidate onSubmit={handleSubmit(() => undefined)}>
        <ControlledField control={control} name="title" label="Title" rules={{ required: 'Title is required.' }}>
          {(input) => <Input {...input} />}
        </ControlledField>
        <Button type="submit">Save</Button>
      </form>
    );
  }
  renderWithProviders(<EmptyTitle />);
  await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Title is required.')).toBeInTheDocument();
});
