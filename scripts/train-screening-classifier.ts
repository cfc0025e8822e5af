/**
 * Trains the screening's second signal (app/server/screening/classifier.server.ts, decision record
 * 011) on the labelled fixtures and writes its weights. First it measures, batch by batch, what a
 * classifier trained on the other batches does on the one left out, and takes the lowest threshold
 * at which it holds no more than MAX_CLEAN_HELD of the clean texts it never saw; then it trains on
 * all of them. The held-out batches are never read. Deterministic: the same fixtures give the same file.
 *
 *   npm run screening:train
 */
import { writeFileSync } from "node:fs";

import { type Classifier, featuresOf } from "~/server/screening/classifier.server";
import { screenText } from "~/server/screening/screening.server";

import { fingerprintOf, TRAINING_EXAMPLES, type TrainingExample } from "../tests/fixtures/screening";

const OUTPUT = "app/server/screening/classifier-weights.json";
/** How strongly weights are pulled towards zero: larger keeps the scores from clinging to 0 and 1. */
const L2 = 0.03;
const EPOCHS = 40;
const LEARNING_RATE = 0.5;
/** Weights this small change no score that matters and are left out of the file. */
const SMALLEST_WEIGHT_KEPT = 0.05;
const THRESHOLDS = [0.3, 0.4, 0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9];
/** Of the clean texts a classifier never saw, the share it may hold on its own signal. */
const MAX_CLEAN_HELD = 0.02;
/** The hosts the fixtures' links are written against (tests/screening.test.ts uses the same). */
const CATALOG_HOSTS: ReadonlySet<string> = new Set(["ua.es", "alu.ua.es", "ucm.es", "uv.es"]);

interface Sample {
  example: TrainingExample;
  features: string[];
  held: 0 | 1;
}

/** Logistic regression by AdaGrad, the samples in their fixed order: no randomness. */
function train(samples: readonly Sample[]): Omit<Classifier, "threshold"> {
  const weights = new Map<string, number>();
  const squares = new Map<string, number>();
  let bias = 0;
  let biasSquares = 0;
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (const { features, held } of samples) {
      let sum = bias;
      for (const feature of features) sum += weights.get(feature) ?? 0;
      const error = 1 / (1 + Math.exp(-sum)) - held;
      for (const feature of features) {
        const weight = weights.get(feature) ?? 0;
        const gradient = error + L2 * weight;
        const square = (squares.get(feature) ?? 0) + gradient * gradient;
        squares.set(feature, square);
        weights.set(feature, weight - (LEARNING_RATE * gradient) / Math.sqrt(square + 1e-8));
      }
      biasSquares += error * error;
      bias -= (LEARNING_RATE * error) / Math.sqrt(biasSquares + 1e-8);
    }
  }
  for (const [feature, weight] of weights) if (Math.abs(weight) < SMALLEST_WEIGHT_KEPT) weights.delete(feature);
  return { weights, bias };
}

const samples: Sample[] = TRAINING_EXAMPLES.map((example) => ({
  example,
  features: featuresOf(example.text),
  held: example.expected === "hold" ? 1 : 0,
}));
const batches = [...new Set(samples.map((sample) => sample.example.batch))];

/** Every sample screened by a classifier trained without its batch, at each threshold. */
const outcomes = new Map<number, { sample: Sample; byClassifier: boolean; held: boolean }[]>(
  THRESHOLDS.map((threshold) => [threshold, []]),
);
for (const batch of batches) {
  const model = train(samples.filter((sample) => sample.example.batch !== batch));
  for (const sample of samples.filter((sample) => sample.example.batch === batch)) {
    for (const threshold of THRESHOLDS) {
      const result = screenText(sample.example.text, CATALOG_HOSTS, { ...model, threshold });
      outcomes.get(threshold)!.push({
        sample,
        byClassifier: result.findings.some((finding) => finding.rule === "classifier"),
        held: result.outcome === "hold",
      });
    }
  }
  process.stdout.write(".");
}
process.stdout.write("\n");

const percent = (part: number, whole: number) => `${((part / whole) * 100).toFixed(1)} %`;
console.log("threshold  holds found by the classifier alone  clean texts it held  hold recall with the rules");
let chosen: number | null = null;
for (const threshold of THRESHOLDS) {
  const rows = outcomes.get(threshold)!;
  const toHold = rows.filter((row) => row.sample.held === 1);
  const clean = rows.filter((row) => row.sample.example.expected === "publish");
  const cleanHeld = clean.filter((row) => row.byClassifier).length;
  console.log(
    [
      threshold.toFixed(2).padEnd(10),
      percent(toHold.filter((row) => row.byClassifier).length, toHold.length).padEnd(36),
      percent(cleanHeld, clean.length).padEnd(20),
      percent(toHold.filter((row) => row.held).length, toHold.length),
    ].join(" "),
  );
  if (chosen === null && cleanHeld / clean.length <= MAX_CLEAN_HELD) chosen = threshold;
}
if (chosen === null) throw new Error("No threshold keeps the clean texts held under the limit.");

const { weights, bias } = train(samples);
const kept = Object.fromEntries(
  [...weights].sort(([a], [b]) => (a < b ? -1 : 1)).map(([feature, weight]) => [feature, Number(weight.toFixed(4))]),
);
const file = {
  fingerprint: fingerprintOf(TRAINING_EXAMPLES),
  threshold: chosen,
  bias: Number(bias.toFixed(4)),
  weights: kept,
};
writeFileSync(OUTPUT, `${JSON.stringify(file, null, 0)}\n`);
console.log(
  `Threshold ${chosen}; ${weights.size} weights; ` + `${TRAINING_EXAMPLES.length} texts in ${batches.length} batches.`,
);
