import { describe, expect, it } from 'vitest';
import { buildLanguageModel } from './language-model';
import { speechText, SPOKEN_CUT_NOTICE } from './speech-text';
import { cmuPronunciation } from './phonemes';
import { integerWords, spokenText, spokenWords } from './spoken-words';
import { transcriptText } from './transcript';
import { spokenStreet, vocabularySentences, type OrganizationVocabulary } from './vocabulary';
import { wordAlignment, wordErrors } from './word-error-rate';

describe('spoken words', () => {
  it('spells numbers, money and rates as they are said', () => {
    expect(integerWords(2_220_000).join(' ')).toBe('two million two hundred twenty thousand');
    expect(spokenWords('Set the rate on 3654 Birch Blvd to 10.5%.').join(' ')).toBe(
      'set the rate on three thousand six hundred fifty four birch boulevard to ten point five percent',
    );
    expect(spokenWords("What's $450,000 & $1.2M?").join(' ')).toBe("what's four hundred fifty thousand dollars and one point two million dollars");
  });
  it('reads text as it is said, punctuation kept: money, street abbreviations, acronyms', () => {
    expect(spokenText('List the active deals over $3,000,000.')).toBe('List the active deals over three million dollars.');
    expect(spokenText('Who is the loan officer on 7605 Eagle Trl?')).toBe('Who is the loan officer on seven thousand six hundred five Eagle trail?');
    expect(spokenText('What is the LTV and DSCR on Northgate LLC?')).toBe('What is the L T V and D S C R on Northgate L L C?');
    // an abbreviation opening a sentence is not a street; an acronym with a vowel may be a word
    expect(spokenText('Dr. Lee met HUD on Elm Dr.')).toBe('Dr. Lee met HUD on Elm drive.');
    expect(spokenText('Call (512) 555-0134.')).toBe('Call five one two five five five zero one three four.');
    expect(spokenWords('Fix & Flip at 12.5%')).toEqual(['fix', 'and', 'flip', 'at', 'twelve', 'point', 'five', 'percent']);
  });
  it('says a street both ways people say its number', () => {
    expect(spokenStreet('7698 Thistle Rd').map((w) => w.join(' '))).toEqual([
      'seven thousand six hundred ninety eight thistle road',
      'seventy six ninety eight thistle road',
      'thistle road',
    ]);
  });
});

describe('transcript text', () => {
  it('turns number words back into digits, money and percentages', () => {
    const t = (s: string) => transcriptText(s.split(' '));
    expect(t('set the rate on seventy six ninety eight thistle road to ten point five percent')).toBe('set the rate on 7698 thistle road to 10.5%');
    expect(t('list deals over four hundred fifty thousand dollars')).toBe('list deals over $450,000');
    expect(t('update the term to eighteen months')).toBe('update the term to 18 months');
    expect(t('what closes this week')).toBe('what closes this week');
    expect(t('three thousand six hundred fifty four birch boulevard')).toBe('3654 birch boulevard');
  });
});

describe('language model', () => {
  it('writes a normalised ARPA trigram model of the sentences', () => {
    const { arpa, vocabulary } = buildLanguageModel([
      ['how', 'many', 'deals'],
      ['how', 'many', 'loans'],
      ['show', 'deals'],
    ]);
    expect(vocabulary).toEqual(['deals', 'how', 'loans', 'many', 'show']);
    expect(arpa).toMatch(/^\\data\\\nngram 1=7\nngram 2=\d+\nngram 3=\d+\n/);
    // The seen successors of 'how many' plus the back-off mass sum to one.
    const tri = [...arpa.matchAll(/^(-?[\d.]+)\thow many (\S+)$/gm)].map((m) => 10 ** Number(m[1]));
    expect(tri).toHaveLength(2);
    expect(tri.reduce((a, b) => a + b)).toBeCloseTo(0.5, 3);
    expect(arpa.trim().endsWith('\\end\\')).toBe(true);
  });
});

describe('vocabulary sentences', () => {
  const vocabulary: OrganizationVocabulary = {
    stages: ['Underwriting', 'Structure'],
    statuses: ['Active'],
    loanTypes: ['Fix & Flip'],
    propertyTypes: [],
    streets: ['12 Oak St'],
    cities: ['Austin'],
    names: ['Blue Heron Properties LLC'],
    contactRoles: ['Broker'],
    amounts: [450_000],
    rates: [10.5],
    states: ['texas'],
    fields: ['interest rate'],
  };
  it('fills the command phrasings with the organization’s own words', () => {
    const sentences = vocabularySentences(vocabulary).map((s) => s.join(' '));
    expect(sentences).toContain('how many deals are in underwriting');
    expect(sentences).toContain('how many fix and flip deals are in structure');
    expect(sentences).toContain("what's the loan amount on twelve oak street");
    expect(sentences).toContain('show me the blue heron properties l l c deal');
    expect(sentences).toContain('list deals over four hundred fifty thousand dollars');
  });
  it('names a deal by its street, the deal at its street or its borrower, and says round amounts and rates', () => {
    const sentences = vocabularySentences(vocabulary).map((s) => s.join(' '));
    expect(sentences).toContain("what's the status of the deal at twelve oak street");
    expect(sentences).toContain("what's the status of the blue heron properties l l c deal");
    // every value is a sentence of its own; a phrasing takes at most 80 of a long slot's values
    expect(sentences).toContain('four million');
    expect(sentences).toContain('four million dollars');
    expect(sentences).toContain('ten point seven five percent');
    expect(sentences.filter((s) => s.startsWith('list deals over '))).toHaveLength(80);
  });
});

describe('speech text and word errors', () => {
  it('reads a reply without markdown and cuts a long one at a sentence', () => {
    expect(speechText('**3 deals** in Structure:\n- 12 Oak St\n- 9 Elm Rd')).toBe('3 deals in Structure:. 12 Oak St. 9 Elm Rd');
    const long = 'This deal closes soon. '.repeat(80);
    const spoken = speechText(long);
    expect(spoken.length).toBeLessThanOrEqual(900);
    expect(spoken.endsWith(`soon. ${SPOKEN_CUT_NOTICE}`)).toBe(true);
  });
  it('counts word edits', () => {
    expect(wordErrors(['a', 'b', 'c'], ['a', 'x', 'c', 'd'])).toBe(2);
    expect(wordErrors([], ['a'])).toBe(1);
    expect(wordAlignment(['what', 'closes', 'this', 'week'], ['what', 'close', 'this', 'week', 'now'])).toEqual([
      { reference: 'what', heard: 'what' },
      { reference: 'closes', heard: 'close' },
      { reference: 'this', heard: 'this' },
      { reference: 'week', heard: 'week' },
      { heard: 'now' },
    ]);
    expect(wordAlignment(['ten', 'point', 'five'], ['ten', 'five'])).toEqual([{ reference: 'ten', heard: 'ten' }, { reference: 'point' }, { reference: 'five', heard: 'five' }]);
  });
});

describe('pronunciations of words the dictionary lacks', () => {
  it('maps espeak-ng phonemes to CMU phones', () => {
    expect(cmuPronunciation("t 'a m a# r ,a k")).toBe('T AE M AH R AE K');
    expect(cmuPronunciation("n 'u: j E n z")).toBe('N UW Y EH N Z');
    expect(cmuPronunciation("'aI3 n b r I dZ")).toBe('AY ER N B R IH JH');
    // 'DSCR': palatal marks dropped, the r-coloured vowel and its r give one R
    expect(cmuPronunciation("d ,i: ; ,E s s ,i: ; 'A@ r-")).toBe('D IY EH S IY AA R');
  });
  it('leaves a word out rather than guess a phoneme it cannot map', () => {
    expect(cmuPronunciation('b Y: t')).toBeUndefined();
    expect(cmuPronunciation('')).toBeUndefined();
  });
});

describe('speech generation toast', () => {
  it('names a missing API key and a rate limit, otherwise the generic text', async () => {
    const { speechGenerationMessage, SPEECH_API_KEY_MISSING } = await import('./messages');
    expect(speechGenerationMessage('The speech provider API key is not configured: set SPEECH_API_KEY (or AI_API_KEY).')).toBe(SPEECH_API_KEY_MISSING);
    expect(speechGenerationMessage('Rate limit exceeded: at most 30 voice requests a minute.')).toBe('Rate limit exceeded. Please wait a moment.');
    expect(speechGenerationMessage('No audio content received')).toBe('Could not generate speech. Please try again.');
  });
});
