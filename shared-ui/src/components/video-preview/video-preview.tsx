import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useSafeMedia } from '../safe-image/safe-image';

const useStyles = makeStyles({
  video: {
    display: 'block',
    maxWidth: '100%',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    cursor: 'pointer',
  },
  placeholder: { display: 'block', maxWidth: '100%' },
});

export interface VideoPreviewProps {
  src: string | null | undefined;
  width?: number;
  height?: number;
  className?: string;
  label?: string;
  /** Shown when there is no playable URL. */
  fallback?: React.ReactNode;
}

/**
 * A muted, looping, autoplaying preview; a click toggles play and pause. Unsafe URLs are never
 * played. One that fails to load becomes a placeholder of the same size saying so, instead of
 * an empty grey box.
 */
export function VideoPreview({ src, width = 160, height = 90, className, label, fallback = null }: VideoPreviewProps) {
  const styles = useStyles();
  const [url, placeholder, onError] = useSafeMedia(src, {
    kind: 'video',
    name: label,
    className: mergeClasses(styles.placeholder, className),
    width,
    height,
  });
  if (!url) return <>{fallback}</>;
  if (placeholder) return placeholder;
  return (
    <video
      className={mergeClasses(styles.video, className)}
      src={url}
      width={width}
      height={height}
      autoPlay
      muted
      loop
      playsInline
      preload="metadata"
      aria-label={label}
      onError={onError}
      onClick={(event) => {
        const video = event.currentTarget;
        if (video.paused) void video.play();
        else video.pause();
      }}
    />
  );
}
