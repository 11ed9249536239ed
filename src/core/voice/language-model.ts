// A trigram language model in ARPA format, built from example sentences (pure, so the server can rebuild it
// whenever an organization's vocabulary changes). Absolute discounting with back-off: what the sentences say
// often is likely, anything else made of their words stays possible.

export interface LanguageModel {
  arpa: string;
  vocabulary: string[];
}

const DISCOUNT = 0.5;
const BOS = '<s>';
const EOS = '</s>';

const log10 = (p: number) => (p > 0 ? Math.log10(p) : -99);
const fmt = (x: number) => x.toFixed(4);

/** Sentences are arrays of words; the model knows exactly the words they contain. */
export function buildLanguageModel(sentences: string[][], order = 3): LanguageModel {
  // counts[k] maps a k+1-word n-gram (joined by spaces) to its count
  const counts: Map<string, number>[] = Array.from({ length: order }, () => new Map());
  for (const words of sentences) {
    if (!words.length) continue;
    const padded = [BOS, ...words, EOS];
    for (let i = 0; i < padded.length; i++) {
      for (let k = 0; k < order && i - k >= 0; k++) {
        const gram = padded.slice(i - k, i + 1).join(' ');
        counts[k]!.set(gram, (counts[k]!.get(gram) ?? 0) + 1);
      }
    }
  }
  const vocabulary = [...counts[0]!.keys()].filter((w) => w !== BOS && w !== EOS).sort();

  // Unigrams: add-one over the vocabulary (with </s>); <s> is never predicted.
  const prob: Map<string, number>[] = Array.from({ length: order }, () => new Map());
  const bow: Map<string, number>[] = Array.from({ length: order }, () => new Map());
  const unigramTotal = [...counts[0]!].reduce((sum, [w, c]) => (w === BOS ? sum : sum + c), 0);
  const unigramWords = [...vocabulary, EOS];
  for (const w of unigramWords) prob[0]!.set(w, ((counts[0]!.get(w) ?? 0) + 1) / (unigramTotal + unigramWords.length));

  /** The model's probability of w after the history, backing off as ARPA readers do. */
  const backedOff = (history: string[], w: string): number => {
    if (!history.length) return prob[0]!.get(w) ?? 0;
    const k = history.length;
    const p = prob[k]?.get([...history, w].join(' '));
    if (p !== undefined) return p;
    return (bow[k - 1]!.get(history.join(' ')) ?? 1) * backedOff(history.slice(1), w);
  };

  for (let k = 1; k < order; k++) {
    // Group the k+1-grams by their history.
    const byHistory = new Map<string, [string, number][]>();
    for (const [gram, c] of counts[k]!) {
      const words = gram.split(' ');
      const history = words.slice(0, -1).join(' ');
      const followers = byHistory.get(history);
      if (followers) followers.push([words.at(-1)!, c]);
      else byHistory.set(history, [[words.at(-1)!, c]]);
    }
    for (const [history, followers] of byHistory) {
      const total = followers.reduce((sum, [, c]) => sum + c, 0);
      const hist = history.split(' ');
      let kept = 0;
      let lower = 0;
      for (const [w, c] of followers) {
        const p = (c - DISCOUNT) / total;
        prob[k]!.set(`${history} ${w}`, p);
        kept += p;
        lower += backedOff(hist.slice(1), w);
      }
      bow[k - 1]!.set(history, lower < 1 ? (1 - kept) / (1 - lower) : 1);
    }
  }

  const lines = ['\\data\\'];
  const entries = (k: number) => (k === 0 ? [BOS, ...unigramWords] : [...prob[k]!.keys()]);
  for (let k = 0; k < order; k++) lines.push(`ngram ${k + 1}=${entries(k).length}`);
  for (let k = 0; k < order; k++) {
    lines.push('', `\\${k + 1}-grams:`);
    for (const gram of entries(k)) {
      const p = gram === BOS ? -99 : log10(prob[k]!.get(gram)!);
      const b = k < order - 1 ? bow[k]!.get(gram) : undefined;
      lines.push(b === undefined ? `${fmt(p)}\t${gram}` : `${fmt(p)}\t${gram}\t${fmt(log10(b))}`);
    }
  }
  lines.push('', '\\end\\', '');
  return { arpa: lines.join('\n'), vocabulary };
}
