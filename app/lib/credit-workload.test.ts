/** What credits mean in hours a week, where the reported hours stand against it, and a term's sum of bands. */
import { describe, expect, it } from "vitest";

import { creditHoursWords, creditWorkload, workloadVerdictWords } from "~/lib/credit-workload";
import { workloadBandMiddle } from "~/lib/review-scales";
import { termLoad } from "~/lib/study-plan";

describe("what credits mean a week", () => {
  it("is 25–30 h a credit over a 20-week semester, class at 10 h a credit", () => {
    const workload = creditWorkload(6, false, 8);
    expect(workload.termHours).toEqual([150, 180]);
    expect(workload.weeklyHours).toEqual([7.5, 9]);
    expect(workload.classWeekly).toBe(3);
    expect(workload.totalWeekly).toBe(11);
  });

  it("spreads a year-long subject over 40 weeks", () => {
    const workload = creditWorkload(12, true, 4);
    expect(workload.weeks).toBe(40);
    expect(workload.weeklyHours).toEqual([7.5, 9]);
    expect(workload.classWeekly).toBe(3);
  });

  it("puts a 30-credit semester at 37,5–45 h a week, class included", () => {
    expect(creditHoursWords(creditWorkload(30, false, 0))).toBe(
      "750–900 h de trabajo en total, clases incluidas (25–30 h por crédito ECTS): unas 37,5–45 h a la semana en un semestre de 20 semanas con exámenes",
    );
    expect(creditHoursWords(creditWorkload(12, true, 0))).toContain(
      "unas 7,5–9 h a la semana en un curso de 40 semanas",
    );
  });

  it("calls the reported hours near within a fifth of the range, above or below beyond it", () => {
    // 6 credits: 7,5–9 h a week; near from 6 to 10,8 h with the 3 h of class.
    expect(creditWorkload(6, false, 3).verdict).toBe("near"); // 6 h
    expect(creditWorkload(6, false, 2.9).verdict).toBe("below"); // 5,9 h
    expect(creditWorkload(6, false, 7.7).verdict).toBe("near"); // 10,7 h
    expect(creditWorkload(6, false, 8).verdict).toBe("above"); // 11 h
  });

  it("says the comparison in words, with the class hours it counts", () => {
    expect(workloadVerdictWords(creditWorkload(6, false, 8))).toBe(
      "con unas 3 h de clase a la semana (10 h por crédito), unas 11 h en total: por encima de lo que suponen sus créditos",
    );
    expect(workloadVerdictWords(creditWorkload(6, false, 4))).toContain(
      "unas 7 h en total: cerca de lo que suponen sus créditos",
    );
    expect(workloadVerdictWords(creditWorkload(6, false, 1))).toContain(
      "unas 4 h en total: por debajo de lo que suponen sus créditos",
    );
    expect(workloadVerdictWords(creditWorkload(1, false, 1))).toContain("lo que supone su crédito");
  });
});

describe("a workload band's hours", () => {
  it("is its middle, and 18 h for '16 h o más'", () => {
    expect([1, 2, 3, 4, 5].map(workloadBandMiddle)).toEqual([1, 4, 8, 13, 18]);
  });
});

describe("a term's load", () => {
  const subject = (
    workloadBand: number | null,
    credits: number | null = 6,
    averageDifficulty: number | null = null,
  ) => ({ workloadBand, credits, averageDifficulty });

  it("adds its subjects' band middles when every subject has answers", () => {
    expect(termLoad([subject(5), subject(5), subject(5), subject(3), subject(1)])).toMatchObject({
      reported: 5,
      subjects: 5,
      outsideClassWeekly: 18 * 3 + 8 + 1,
      reportedCredits: 30,
    });
  });

  it("adds them when all but one have answers, with the credits of those only", () => {
    expect(termLoad([subject(2), subject(2, 4.5), subject(3), subject(null)])).toMatchObject({
      reported: 3,
      subjects: 4,
      outsideClassWeekly: 16,
      reportedCredits: 16.5,
    });
  });

  it("adds nothing when two or more have no answers, but still counts them", () => {
    expect(termLoad([subject(4), subject(2), subject(null), subject(null)])).toMatchObject({
      reported: 2,
      subjects: 4,
      outsideClassWeekly: null,
    });
    expect(termLoad([subject(4), subject(null)])).toMatchObject({ reported: 1, subjects: 2, outsideClassWeekly: 13 });
  });

  it("leaves the credits out when a summed subject has none", () => {
    expect(termLoad([subject(2, null), subject(2)])).toMatchObject({ outsideClassWeekly: 8, reportedCredits: null });
  });

  it("averages the difficulties, and is null with neither hours nor difficulty", () => {
    expect(termLoad([subject(null, 6, 2), subject(null, 6, 4), subject(null)])).toMatchObject({
      reported: 0,
      outsideClassWeekly: null,
      difficulty: 3,
    });
    expect(termLoad([subject(null), subject(null)])).toBeNull();
  });
});
