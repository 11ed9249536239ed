// How common an English word is, for the typo corrector: a typed word that is itself a common word was most likely
// meant ('how long is the term' is not 'lone'), unless the word it is close to is far more common still.
import { englishRank } from '../language/english';

/** The book's own words are common where it is used, however rare they are on screen ('escrow', 'underwriting'). */
const OWN_WORD_RANK = 300;
/** How much more common a word of the book must be for a typed common word to be read as its typo. */
const LIKELIER = 8;

/**
 * Whether a typed word that is a real English word stays as typed rather than read as the engine's `known` word it is
 * a typo away from: 'long' stays (rank 182), 'lone' becomes 'loan' (6,661 against the book's own 300 × 8).
 */
export function keepsOwnMeaning(typed: string, known: string): boolean {
  return englishRank(typed) <= LIKELIER * Math.min(englishRank(known), OWN_WORD_RANK);
}
