import type { CopyStyle } from '../engine';

/**
 * The sentences the composer writes from, for one language. `{P}` stands for the product and `{F}` for one of its
 * features, each as the user typed it. Every sentence is written so that either slot reads correctly with a noun
 * phrase: no verb agrees with a slot and no article or adjective depends on its gender, so whatever the keywords
 * are, the sentence stays grammatical. No sentence states a number, a price, a review or an award: those facts are
 * the seller's to add.
 */
export interface PhraseBank {
  /** Put between two sentences of one paragraph. */
  sentenceGap: string;
  hooks: Record<CopyStyle, readonly string[]>;
  intros: readonly string[];
  /** Each needs `{F}`. */
  features: readonly string[];
  benefits: readonly string[];
  scenes: readonly string[];
  proof: readonly string[];
  /** A doubt and its answer. */
  objections: readonly string[];
  /** What living with the product is like, for long texts. */
  details: readonly string[];
  calls: Record<CopyStyle, readonly string[]>;
}
