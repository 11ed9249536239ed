// Pronunciations for words the recogniser's dictionary (CMU) does not know — street, borrower and entity names
// like 'Tamarack', 'Ivanova', 'Nguyen' — from espeak-ng's letter-to-sound rules: its phoneme mnemonics (`-x
// --sep=' '`) mapped to the CMU phone set of the acoustic model. Debian's pocketsphinx ships no g2p.

/** espeak-ng's English phonemes (US and GB voices) as CMU phones. */
const ESPEAK_TO_CMU: Record<string, string> = {
  // vowels and diphthongs
  a: 'AE', aa: 'AE', 'a#': 'AH', a2: 'AH', 'A:': 'AA', A: 'AA', 'A@': 'AA R', 'A#': 'AA', '@': 'AH', '@2': 'AH', '@5': 'AH',
  '@L': 'AH L', '@r': 'ER', '3': 'ER', '3:': 'ER', E: 'EH', E2: 'EH', 'E#': 'IH', 'e@': 'EH R', eI: 'EY', i: 'IY', 'i:': 'IY',
  'i@': 'IY R', 'i@3': 'IY R', I: 'IH', 'I#': 'IH', I2: 'IH', 'I2#': 'IH', '0': 'AA', '0#': 'AA', O: 'AO', 'O:': 'AO',
  'O@': 'AO R', 'o@': 'AO R', OI: 'OY', oU: 'OW', 'oU#': 'OW', 'u:': 'UW', u: 'UW', U: 'UH', 'U@': 'UH R', 'u@': 'UH R',
  V: 'AH', aI: 'AY', 'aI@': 'AY ER', aI3: 'AY ER', aU: 'AW', 'aU@': 'AW ER',
  // consonants
  p: 'P', b: 'B', t: 'T', 't#': 'T', d: 'D', 'd#': 'D', k: 'K', x: 'K', g: 'G', f: 'F', v: 'V', s: 'S', z: 'Z', 'z#': 'Z',
  h: 'HH', m: 'M', n: 'N', 'n-': 'AH N', l: 'L', 'l-': 'AH L', r: 'R', 'r-': 'R', w: 'W', j: 'Y', T: 'TH', D: 'DH',
  S: 'SH', Z: 'ZH', N: 'NG', tS: 'CH', dZ: 'JH',
};

/**
 * CMU phones for one word's espeak phonemes ("t 'a m a# r ,a k" → 'T AE M AH R AE K'); undefined when a phoneme
 * has no CMU counterpart, so the word is left out rather than mispronounced.
 */
export function cmuPronunciation(espeakPhonemes: string): string | undefined {
  const phones: string[] = [];
  for (const token of espeakPhonemes.split(/\s+/)) {
    // stress (' , =), syllable and pause marks (; | _ %) and the glottal stop carry no CMU phone
    const phoneme = token.replace(/^[',=%]+|;+$/g, '');
    if (!phoneme || /^[_|?;]+$/.test(phoneme)) continue;
    const cmu = ESPEAK_TO_CMU[phoneme];
    if (!cmu) return undefined;
    for (const phone of cmu.split(' ')) if (phones.at(-1) !== phone) phones.push(phone);
  }
  return phones.length ? phones.join(' ') : undefined;
}
