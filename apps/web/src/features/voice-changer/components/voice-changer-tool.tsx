export function VoiceChangerTool() {
  return <div data-testid="voice-changer-tool" />;
}
