import type { TBackgroundChoice } from '../studio/studio-store';

/** What the renderer puts behind the avatar: a colour, or an image or muted looping video that covers the frame. */
export function PreviewBackground({ choice }: { choice: TBackgroundChoice }) {
  if (choice.value.type === 'color' || !choice.url) {
    const color = choice.value.type === 'color' ? choice.value.color : undefined;
    return <div className="preview-background" style={{ background: color }} data-testid="preview-background" />;
  }
  return choice.isVideo ? (
    <video className="preview-background" src={choice.url} muted loop autoPlay playsInline />
  ) : (
    <img className="preview-background" src={choice.url} alt="" />
  );
}
