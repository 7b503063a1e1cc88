import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { VideoPreview } from '../video-preview';

test('a video that fails to load becomes a placeholder of its size, in the screen language', async () => {
  renderWithProviders(
    <div lang="zh-CN">
      <VideoPreview src="https://cdn.test/gone.mp4" label="视频预览" width={120} height={68} />
    </div>,
  );
  const video = screen.getByLabelText('视频预览');
  expect(video.tagName).toBe('VIDEO');
  fireEvent.error(video);

  const placeholder = await screen.findByRole('img', { name: '视频预览 · 视频无法加载' });
  expect(placeholder).toHaveStyle({ width: '120px', height: '68px' });
  expect(placeholder).toHaveTextContent('视频无法加载');
  expect(document.querySelector('video')).toBeNull();
});

test('without a playable URL the fallback shows', () => {
  renderWithProviders(<VideoPreview src={null} fallback={<span>暂无视频</span>} />);
  expect(screen.getByText('暂无视频')).toBeInTheDocument();
});
