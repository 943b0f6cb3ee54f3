/** What the composer writes about: the product and its features, as the user typed them. */
export interface CopySubject {
  product: string;
  features: string[];
}

const MAX_FEATURES = 6;
const SEPARATORS = /[,，、;；\n|]+/u;
const CJK = /[\u3400-\u9fff]/u;
/** "A backpack with a rain cover and two pockets": the product, then what it comes with. */
const WITH = /\s+(?:with|com)\s+/iu;
const AND = /\s+(?:and|e)\s+/iu;
/** An article says nothing in a hashtag. */
const ARTICLE = /^(?:a|an|the|o|a|os|as|um|uma)\s+/iu;

function clean(part: string): string {
  return part
    .trim()
    .replace(/^[-*•✓✔]\s*/u, '')
    .replace(/[.。!！?？:：]+$/u, '')
    .trim();
}

/**
 * The first keyword is the product and the others its features. Chinese keywords are often separated by spaces
 * only; a single phrase "X with Y and Z" gives X with the features Y and Z.
 */
export function parseKeywords(keywords: string): CopySubject {
  let parts = keywords.split(SEPARATORS).map(clean).filter(Boolean);
  if (parts.length === 1 && CJK.test(parts[0]!) && /\s/u.test(parts[0]!)) {
    parts = parts[0]!.split(/\s+/u).map(clean).filter(Boolean);
  }
  if (parts.length === 1) {
    const [product, rest] = parts[0]!.split(WITH, 2);
    if (product && rest) parts = [product, ...rest.split(AND).map(clean).filter(Boolean)];
  }
  const [product = '', ...features] = parts;
  const seen = new Set([product.toLowerCase()]);
  const unique = features.filter((feature) => {
    const key = feature.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { product, features: unique.slice(0, MAX_FEATURES) };
}

/** Hashtags of a social post: the product and features as single words, at most four. */
export function hashtagsOf(subject: CopySubject): string[] {
  return [subject.product, ...subject.features]
    .map((phrase) =>
      phrase
        .replace(ARTICLE, '')
        .split(/\s+/u)
        .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
        .map((word) => (CJK.test(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
        .join(''),
    )
    .filter((tag) => tag.length > 1 && tag.length <= 30)
    .slice(0, 4)
    .map((tag) => `#${tag}`);
}
