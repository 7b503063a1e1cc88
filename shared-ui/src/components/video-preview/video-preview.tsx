import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { safeUrl } from '../../url/safe-url';

const useStyles = makeStyles({
  video: {
    display: 'block',
    maxWidth: '100%',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    cursor: 'pointer',
  },
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

/** A muted, looping, autoplaying preview; a click toggles play and pause. Unsafe URLs are never played. */
export function VideoPreview({ src, width = 160, height = 90, className, label, fallback = null }: VideoPreviewProps) {
  const styles = useStyles();
  const url = safeUrl(src);
  if (!url) return <>{fallback}</>;
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
      onClick={(event) => {
        const video = event.currentTarget;
        if (video.paused) void video.play();
        else video.pause();
      }}
    />
  );
}
