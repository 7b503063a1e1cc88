import { act, useState, type FormEvent } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { takeOverFirstMarkup } from '../first-markup-takeover';

// The page's markup of a screen, as the server puts it first in #root, and the screen React renders
// in its place: a form with two controlled fields, as the login screen has.
const MARKUP =
  '<div id="first-markup"><form><input name="username" value=""><input name="password" type="password" value="">' +
  '<select name="language"><option value="en" selected>English</option><option value="zh-CN">中文</option></select>' +
  '<button type="submit">Log In</button></form></div>';

const sent = jest.fn();

function Screen() {
  const [values, setValues] = useState({ username: '', password: '', language: 'en' });
  const change = (name: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    sent(values);
  };
  return (
    <form onSubmit={submit}>
      <input name="username" value={values.username} onChange={change('username')} />
      <input name="password" type="password" value={values.password} onChange={change('password')} />
      <select name="language" value={values.language} onChange={change('language')}>
        <option value="en">English</option>
        <option value="zh-CN">中文</option>
      </select>
      <output>{JSON.stringify(values)}</output>
      <button type="submit">Log In</button>
    </form>
  );
}

let container: HTMLElement;
let root: Root | undefined;

beforeEach(() => {
  container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = MARKUP;
  document.body.appendChild(container);
  sent.mockClear();
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

const markupField = (name: string) => container.querySelector<HTMLInputElement>(`#first-markup [name="${name}"]`)!;
const shown = () => JSON.parse(container.querySelector('output')!.textContent!) as Record<string, string>;

/** The app's first render, as the shell makes it; `first` lets it show something else before the screen. */
async function renderApp(first?: React.ReactNode) {
  takeOverFirstMarkup(container, 1_000);
  root = createRoot(container);
  await act(async () => root!.render(first ?? <Screen />));
  if (first) await act(async () => root!.render(<Screen />));
  // The carrying-over happens as the DOM changes: let its observer run.
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
}

test('what was typed and chosen on the markup is in the screen, in its state too, and the caret is where it was', async () => {
  markupField('username').value = 'ada@example.com';
  markupField('password').value = 'secret-1';
  container.querySelector<HTMLSelectElement>('#first-markup select')!.value = 'zh-CN';
  markupField('password').focus();
  await renderApp();
  expect(container.querySelector('#first-markup')).toBeNull();
  expect(shown()).toEqual({ username: 'ada@example.com', password: 'secret-1', language: 'zh-CN' });
  expect(document.activeElement).toBe(container.querySelector('[name="password"]'));
  expect(sent).not.toHaveBeenCalled();
});

test('a form sent on the markup (the boot script held it) is sent by the screen, with what was typed', async () => {
  markupField('username').value = 'ada@example.com';
  container.querySelector('#first-markup form')!.setAttribute('data-sent', '');
  await renderApp();
  expect(sent).toHaveBeenCalledWith({ username: 'ada@example.com', password: '', language: 'en' });
});

test('untouched markup leaves the screen as it renders itself', async () => {
  await renderApp();
  expect(shown()).toEqual({ username: '', password: '', language: 'en' });
  expect(document.activeElement).toBe(document.body);
  expect(sent).not.toHaveBeenCalled();
});

test('when the first render shows something else (a spinner), the fields are filled once the screen shows', async () => {
  markupField('username').value = 'ada@example.com';
  await renderApp(<div role="progressbar" />);
  expect(shown().username).toBe('ada@example.com');
});

test('a page without markup: nothing is watched', async () => {
  container.innerHTML = '';
  await renderApp();
  expect(shown()).toEqual({ username: '', password: '', language: 'en' });
});
