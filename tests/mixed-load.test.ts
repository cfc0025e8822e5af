/**
 * Mixed load, small (the full one is `npm run load:mixed`): 20 students at once
 * browse, sign in, review, like, comment, report, post and send requests through
 * the production build on PostgreSQL. No answer is a 5xx, every acknowledged write is in the
 * database, and every stored counter and aggregate equals what its rows say. PostgreSQL only (the
 * point is parallel transactions): it runs in the PostgreSQL pass.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { listen } from "./support/app";
import { NO_DRIFT } from "./support/counters";
import { closeAppDatabase, copyTemplateForServerProcess, openAppDatabase } from "./support/database";
import { testPool } from "./support/postgres";
import {
  checkConsistency,
  type Outcome,
  pickStudents,
  pickTargets,
  SimulatedStudent,
  summarize,
} from "./support/simulated-students";

const STUDENTS = 20;
/**
 * Actions per student: a count, not a duration, so a loaded machine does the same work more slowly
 * (five seconds of actions on a busy CI machine once left the posts, 5 % of the random actions,
 * untried). Each student starts with one of the writes below, so every kind is tried by five.
 */
const ACTIONS_PER_STUDENT = 10;
const FIRST_WRITES = [
  (student: SimulatedStudent) => student.writeReview() ?? student.browse(),
  (student: SimulatedStudent) => student.likeReview(),
  (student: SimulatedStudent) => student.post(),
  (student: SimulatedStudent) => student.likePost(),
];

describe.skipIf(!inject("templateDatabaseUrl"))("20 students at once on PostgreSQL", () => {
  let copy: { url: string; drop(): Promise<void> };
  let app: Awaited<ReturnType<typeof listen>>;
  let database: pg.Pool;

  beforeAll(async () => {
    copy = (await copyTemplateForServerProcess())!;
    openAppDatabase({ databaseUrl: copy.url, dataDir: "" });
    app = await listen();
    database = testPool(copy.url, 4);
  });
  afterAll(async () => {
    await app?.close();
    await closeAppDatabase();
    await database?.end();
    await copy?.drop();
  });

  it("answer no 5xx, lose no acknowledged write and leave every counter equal to its rows", async () => {
    const targets = await pickTargets(database);
    const students = (await pickStudents(database, STUDENTS)).map((row) => new SimulatedStudent(app, row, targets));
    const outcomes: Outcome[] = [];
    outcomes.push(...(await Promise.all(students.map((student) => student.signIn()))));
    await Promise.all(
      students.map(async (student, index) => {
        outcomes.push(await FIRST_WRITES[index % FIRST_WRITES.length]!(student));
        for (let action = 1; action < ACTIONS_PER_STUDENT; action += 1) outcomes.push(await student.act());
      }),
    );

    const failures = outcomes.filter((outcome) => outcome.status === 0 || outcome.status >= 500);
    expect(
      failures,
      JSON.stringify([...summarize(outcomes)].map(([kind, counts]) => [kind, Object.fromEntries(counts)])),
    ).toEqual([]);
    // Every kind of write was tried and taken at least once.
    for (const kind of ["sign-in", "review", "review-like", "post", "post-like"] as const) {
      expect(
        outcomes.some((outcome) => outcome.kind === kind && outcome.status < 400),
        kind,
      ).toBe(true);
    }
    const report = await checkConsistency(database, outcomes);
    expect(report.lostWrites).toEqual([]);
    expect(report.reviewsWithoutDetails).toBe(0);
    expect(report.drift).toEqual(NO_DRIFT);
  });
});
