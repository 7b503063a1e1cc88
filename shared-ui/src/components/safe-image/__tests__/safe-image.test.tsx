import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { setLanguagePreference } from '../../../i18n/language-store';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { SafeImage } from '../safe-image';

test('a safe URL renders the image; an unsafe one the fallback', () => {
  renderWithProviders(
    <>
      <SafeImage src="https://cdn.test/a.png" alt="Main image" />
      <SafeImage src="javascript:alert(1)" alt="Hostile" fallback={<span>No image</span>} />
    </>,
  );
  expect(screen.getByRole('img', { name: 'Main image' })).toHaveAttribute('src', 'https://cdn.test/a.png');
  expect(screen.getByText('No image')).toBeInTheDocument();
  expect(screen.queryByRole('img', { name: 'Hostile' })).not.toBeInTheDocument();
});

test('an image that fails to load becomes a placeholder of the same box, with its class, size and name', async () => {
  renderWithProviders(<SafeImage src="https://cdn.test/gone.png" alt="Main image" className="thumb" width={64} height={48} />);
  fireEvent.error(screen.getByRole('img', { name: 'Main image' }));

  const placeholder = await screen.findByRole('img', { name: 'Main image · Image unavailable' });
  expect(placeholder.tagName).toBe('SPAN');
  expect(placeholder).toHaveClass('thumb');
  expect(placeholder).toHaveStyle({ width: '64px', height: '48px' });
  expect(placeholder).toHaveTextContent('Image unavailable');
  expect(document.querySelector('img')).toBeNull();
});

test("on a Chinese screen the placeholder speaks the screen's language", async () => {
  renderWithProviders(
    <div lang="zh-CN">
      <SafeImage src="/media/gone.png" alt="首图" />
    </div>,
  );
  fireEvent.error(screen.getByRole('img', { name: '首图' }));
  expect(await screen.findByRole('img', { name: '首图 · 图片无法加载' })).toHaveTextContent('图片无法加载');
});

test('a language the user chose applies to the placeholder on any screen', async () => {
  setLanguagePreference('en');
  renderWithProviders(
    <div lang="en">
      <SafeImage src="/media/gone.png" alt="首图" />
    </div>,
  );
  fireEvent.error(screen.getByRole('img', { name: '首图' }));
  expect(await screen.findByRole('img', { name: '首图 · Image unavailable' })).toBeInTheDocument();
});

test('a new URL after a failure is tried again', async () => {
  function Preview() {
    const [src, setSrc] = useState('https://cdn.test/gone.png');
    return (
      <>
        <SafeImage src={src} alt="Preview" />
        <button onClick={() => setSrc('https://cdn.test/new.png')}>Change</button>
      </>
    );
  }
  renderWithProviders(<Preview />);
  fireEvent.error(screen.getByRole('img', { name: 'Preview' }));
  await screen.findByRole('img', { name: 'Preview · Image unavailable' });

  await userEvent.click(screen.getByRole('button', { name: 'Change' }));
  expect(screen.getByRole('img', { name: 'Preview' })).toHaveAttribute('src', 'https://cdn.test/new.png');
});
