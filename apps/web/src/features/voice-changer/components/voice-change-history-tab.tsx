export function VoiceChangeHistoryTab() {
  return <div data-testid="voice-change-history" />;
}
