/**
 * How often moderators overturn each rule of the screening (screening_verdicts): of the texts a rule
 * held or flagged, how many a moderator published anyway or an appeal reversed. A rule with a high
 * rate is too eager: the place to correct it is its list in screening.server.ts.
 */
import { sql } from "drizzle-orm";

import { getDb } from "~/server/db/client.server";
import { SCREENING_RULE_LABELS, type ScreeningRule } from "~/server/screening/screening.server";

export interface ScreeningRuleRate {
  rule: ScreeningRule;
  label: string;
  /** Texts the rule held or flagged. */
  total: number;
  /** Of them, published anyway by a moderator or on appeal. */
  overturned: number;
}

/** Every rule that has held or flagged something, the most used first. */
export async function readScreeningRuleRates(): Promise<ScreeningRuleRate[]> {
  const { rows } = await getDb().execute<{ rule: string; total: number; overturned: number }>(sql`
    SELECT rule, count(*)::int AS total, (count(*) FILTER (WHERE overturned_at IS NOT NULL))::int AS overturned
    FROM screening_verdicts, unnest(rules) AS rule GROUP BY rule ORDER BY total DESC, rule`);
  return rows.flatMap(({ rule, total, overturned }) =>
    rule in SCREENING_RULE_LABELS
      ? [{ rule: rule as ScreeningRule, label: SCREENING_RULE_LABELS[rule as ScreeningRule], total, overturned }]
      : [],
  );
}
