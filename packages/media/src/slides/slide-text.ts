/** What one slide says, read from the deck's own XML. */
export interface SlideText {
  text: string;
  notes: string;
  hidden: boolean;
}
