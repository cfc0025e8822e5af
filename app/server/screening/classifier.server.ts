/**
 * The screening's second signal (decision record 011): a logistic regression over a text's word
 * stems, pairs of stems and letter sequences, trained on the labelled fixtures by
 * `scripts/train-screening-classifier.ts`, which writes its weights to classifier-weights.json. It
 * scores how much a text reads like those a moderator held. The screening asks it only about a
 * sentence no rule holds that has a word of the lists or something to flag.
 */
import trained from "~/server/screening/classifier-weights.json";
import { normalizeWord, stemOf } from "~/server/screening/word-stems.server";

/** Weights by feature, the bias, and the score from which the screening holds. */
export interface Classifier {
  weights: ReadonlyMap<string, number>;
  bias: number;
  threshold: number;
}

export const TRAINED_CLASSIFIER: Classifier = {
  weights: new Map(Object.entries(trained.weights)),
  bias: trained.bias,
  threshold: trained.threshold,
};

/** What the weights were trained on: the fixtures' fingerprint when they were written. */
export const TRAINED_ON: string = trained.fingerprint;

/** Letter sequences from three to five letters long, across word boundaries. */
const SHORTEST_SEQUENCE = 3;
const LONGEST_SEQUENCE = 5;

interface Word {
  written: string;
  normalized: string;
  stem: string;
}

function wordsOf(text: string): Word[] {
  return [...text.matchAll(/[\p{L}\d]+/gu)].map(([written]) => {
    const normalized = normalizeWord(written);
    return { written, normalized, stem: stemOf(normalized) };
  });
}

function sequencesOf(padded: string, into: Set<string>): void {
  for (let length = SHORTEST_SEQUENCE; length <= LONGEST_SEQUENCE; length++)
    for (let i = 0; i + length <= padded.length; i++) into.add(`c:${padded.slice(i, i + length)}`);
}

/** The features of a text, each once: stems (w:), pairs of stems (b:) and letter sequences (c:). */
export function featuresOf(text: string): string[] {
  const words = wordsOf(text);
  const features = new Set<string>();
  words.forEach((word, i) => {
    features.add(`w:${word.stem}`);
    const next = words[i + 1];
    if (next) features.add(`b:${word.stem} ${next.stem}`);
  });
  sequencesOf(` ${words.map((word) => word.normalized).join(" ")} `, features);
  return [...features];
}

function probability(classifier: Classifier, features: readonly string[]): number {
  let sum = classifier.bias;
  for (const feature of features) sum += classifier.weights.get(feature) ?? 0;
  return 1 / (1 + Math.exp(-sum));
}

/** How much a text reads like those a moderator held, from 0 to 1. */
export function scoreOf(classifier: Classifier, text: string): number {
  return probability(classifier, featuresOf(text));
}

const WORDS_SHOWN = 3;

/** The words that weigh most towards holding, as written: what the moderator is pointed to. */
export function strongestWords(classifier: Classifier, text: string): string[] {
  const weightOf = (word: Word) => {
    const features = new Set([`w:${word.stem}`]);
    sequencesOf(` ${word.normalized} `, features);
    let sum = 0;
    for (const feature of features) sum += classifier.weights.get(feature) ?? 0;
    return sum;
  };
  const weighed = new Map<string, { written: string; weight: number }>();
  for (const word of wordsOf(text))
    if (!weighed.has(word.normalized)) weighed.set(word.normalized, { written: word.written, weight: weightOf(word) });
  return [...weighed.values()]
    .filter(({ weight }) => weight > 0)
    .sort((a, b) => b.weight - a.weight)
    .slice(0, WORDS_SHOWN)
    .map(({ written }) => written);
}
