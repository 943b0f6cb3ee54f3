export function AudioSubtitleTool() {
  return <div data-testid="audio-subtitle-tool" />;
}
