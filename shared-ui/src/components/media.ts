// The media components' code, fetched as one chunk the first time a picture or a clip shows.
export { SafeImage } from './safe-image/safe-image';
export { VideoPreview } from './video-preview/video-preview';
