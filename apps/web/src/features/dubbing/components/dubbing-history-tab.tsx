export function DubbingHistoryTab() {
  return <div data-testid="dubbing-history" />;
}
