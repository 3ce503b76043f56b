import { markMatches } from '@factory/api';

interface MarkedTextProps {
  /** The text shown (a product's title). */
  text: string;
  /** The words a search matched (the server's `matched_words`); none marks nothing. */
  matchedWords: readonly string[];
}

/** A text with the words a search matched in `<mark>`, so the buyer sees why a result was found. */
export function MarkedText({ text, matchedWords }: MarkedTextProps) {
  if (matchedWords.length === 0) return text;
  return markMatches(text, matchedWords).map((part, index) =>
    // The pieces of one text never reorder: the index is their identity.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    part.marked ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
  );
}
