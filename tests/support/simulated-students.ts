/**
 * Simulated students for the load and fault scripts and their small
 * versions in the test suite: verified students of the database, signed in through the real login
 * form, who browse, review, like, comment, report, post and send requests through the HTTP app —
 * with every write's answer kept, so that afterwards the database can be checked against what the
 * server acknowledged.
 */
import { randomUUID } from "node:crypto";

import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";

import { TestClient } from "./client";
import { counterDrift, type Drift } from "./counters";
import { REVIEW_COURSE } from "./reviews";
import { DEMO_PASSWORD } from "./students";

/** What a simulated student talks to: an in-process app or a server process. */
export interface HttpTarget {
  request(pathname: string, init?: RequestInit): Promise<Response>;
}

export type ActionKind =
  | "browse"
  | "sign-in"
  | "review"
  | "review-like"
  | "review-comment"
  | "report"
  | "post"
  | "post-like"
  | "post-comment"
  | "submission";

/** One request and its answer (status 0: no answer at all, e.g. the connection was cut). */
export interface Outcome {
  kind: ActionKind;
  status: number;
  /** From the request to the end of the answer. */
  ms: number;
  /**
   * For writes: what must be true of the rows if the server acknowledged it (a 2xx/3xx answer
   * reached the client): e.g. `review:<user>:<subject>:<comment>` or `review-like:<user>:<review>:1`.
   */
  claim?: Claim;
}

export type Claim =
  | { table: "review"; userId: string; subjectId: string; comment: string }
  | { table: "post"; title: string }
  | { table: "review-like"; userId: string; reviewId: string; liked: boolean }
  | { table: "post-like"; userId: string; postId: string; liked: boolean }
  | { table: "review-comment"; userId: string; reviewId: string; comment: string }
  | { table: "post-comment"; userId: string; postId: string; comment: string };

export interface StudentRow {
  id: string;
  email: string;
  university_id: string;
  /** Subjects of the student's career the student has not reviewed yet. */
  subjects: string[];
}

export interface Targets {
  reviews: { id: string; subjectId: string }[];
  posts: string[];
  countryId: string;
}

/**
 * `count` verified students whose career has subjects left for them to review, chosen
 * deterministically from `seed` (each run of a script can take other ones).
 */
export async function pickStudents(database: pg.Pool, count: number, seed = "uniopina"): Promise<StudentRow[]> {
  const { rows } = await database.query<StudentRow>(
    `SELECT u.id, u.email, p.university_id, open.subjects FROM "user" u
       JOIN user_profiles p ON p.id = u.id
       JOIN careers c ON c.id = p.career_id AND c.is_enabled
       JOIN universities un ON un.id = p.university_id AND un.is_enabled
       CROSS JOIN LATERAL (
         SELECT array_agg(s.id ORDER BY md5(s.id::text || $2)) AS subjects FROM (
           SELECT s.id FROM subjects s WHERE s.career_id = p.career_id
             AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.user_id = u.id AND r.subject_id = s.id) LIMIT 40
         ) s
       ) open
     WHERE p.is_university_verified AND u.email_verified AND open.subjects IS NOT NULL
     ORDER BY md5(u.id || $2) LIMIT $1`,
    [count, seed],
  );
  if (rows.length < count)
    throw new Error(
      `Solo hay ${rows.length} estudiantes verificados con asignaturas por reseñar (se pidieron ${count}).`,
    );
  return rows;
}

/** Reviews and campus posts the students will like, comment and report, and a country for requests. */
export async function pickTargets(database: pg.Pool, seed = "uniopina"): Promise<Targets> {
  const reviews = await database.query<{ id: string; subject_id: string }>(
    `SELECT r.id, r.subject_id FROM reviews r JOIN subjects s ON s.id = r.subject_id JOIN careers c ON c.id = s.career_id AND c.is_enabled
     WHERE r.created_at > now() - interval '400 days' ORDER BY md5(r.id::text || $1) LIMIT 400`,
    [seed],
  );
  const posts = await database.query<{ id: string }>(
    `SELECT p.id FROM university_life_posts p JOIN universities u ON u.id = p.university_id AND u.is_enabled
     WHERE p.is_published ORDER BY md5(p.id::text || $1) LIMIT 200`,
    [seed],
  );
  const [country] = (await database.query<{ id: number }>(`SELECT id FROM countries WHERE code = 'ES'`)).rows;
  return {
    reviews: reviews.rows.map((row) => ({ id: row.id, subjectId: row.subject_id })),
    posts: posts.rows.map((row) => row.id),
    countryId: String(country!.id),
  };
}

let addresses = 0;

/** One student in one browser, acting in sequence (every request waits for the previous answer). */
export class SimulatedStudent {
  readonly client: TestClient;
  private reviewed = 0;

  constructor(
    target: HttpTarget,
    readonly row: StudentRow,
    private readonly targets: Targets,
    private readonly random: () => number = Math.random,
  ) {
    addresses += 1;
    // Each student from an address of their own, as through a load balancer (TRUST_PROXY=1).
    this.client = new TestClient(target, `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`);
  }

  private pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)]!;
  }

  private async send(kind: ActionKind, request: () => Promise<Response>, claim?: Claim): Promise<Outcome> {
    const began = performance.now();
    try {
      const response = await request();
      await response.arrayBuffer();
      return { kind, status: response.status, ms: performance.now() - began, claim };
    } catch {
      return { kind, status: 0, ms: performance.now() - began, claim };
    }
  }

  signIn(): Promise<Outcome> {
    return this.send("sign-in", () => this.client.signIn(this.row.email, DEMO_PASSWORD));
  }

  browse(): Promise<Outcome> {
    const review = this.pick(this.targets.reviews);
    const path = this.pick([
      "/",
      `/subject/${review.subjectId}`,
      `/subject/${this.pick(this.row.subjects)}`,
      `/universidad/${this.row.university_id}`,
      `/universidad/${this.row.university_id}?tab=life`,
      `/vida-universitaria/post/${this.pick(this.targets.posts)}`,
      `/resenas/${review.id}/comentarios`,
      "/ranking",
      "/explorar?q=derecho",
      "/campus-social",
    ]);
    return this.send("browse", () => this.client.request(path));
  }

  /** A review of the next subject of the student's career they have not reviewed (null when none is left). */
  writeReview(): Promise<Outcome> | null {
    const subjectId = this.row.subjects[this.reviewed];
    if (!subjectId) return null;
    this.reviewed += 1;
    const comment = `Reseña de carga ${randomUUID()}: explica bien y los apuntes ayudan.`;
    const rating = String(1 + Math.floor(this.random() * 5));
    // Every stored figure of the subject moves: stars, difficulty (sometimes left out), would take again (sometimes left out).
    const difficultyLevel = this.pick(["", "1", "2", "3", "4", "5"]);
    const wouldTakeAgain = this.pick(["", "yes", "no", "unsure"]);
    return this.send(
      "review",
      () =>
        this.client.post(`/subject/${subjectId}`, {
          intent: "crear",
          academicYear: REVIEW_COURSE,
          rating,
          difficultyLevel,
          wouldTakeAgain,
          comment,
        }),
      {
        table: "review",
        userId: this.row.id,
        subjectId,
        comment,
      },
    );
  }

  likeReview(liked = this.random() < 0.7): Promise<Outcome> {
    const review = this.pick(this.targets.reviews);
    return this.send(
      "review-like",
      () =>
        this.client.post(`/subject/${review.subjectId}`, {
          intent: "me-gusta",
          reviewId: review.id,
          liked: String(liked),
        }),
      {
        table: "review-like",
        userId: this.row.id,
        reviewId: review.id,
        liked,
      },
    );
  }

  commentReview(): Promise<Outcome> {
    const review = this.pick(this.targets.reviews);
    const comment = `Comentario de carga ${randomUUID()}`;
    return this.send(
      "review-comment",
      () => this.client.post(`/resenas/${review.id}/comentarios`, { intent: "comentar", comment }),
      {
        table: "review-comment",
        userId: this.row.id,
        reviewId: review.id,
        comment,
      },
    );
  }

  report(): Promise<Outcome> {
    const review = this.pick(this.targets.reviews);
    return this.send("report", () =>
      this.client.post(`/resenas/${review.id}/reportar`, { reason: "spam", description: "Parece publicidad." }),
    );
  }

  post(): Promise<Outcome> {
    const title = `Quedada de estudio ${randomUUID().slice(0, 13)}`;
    return this.send(
      "post",
      () =>
        this.client.post(`/universidad/${this.row.university_id}/vida-universitaria/nueva`, {
          title,
          content: "El jueves a las 18:00 en la biblioteca. ¡Apuntaos!",
          categoryId: "",
          imageUrl: "",
        }),
      { table: "post", title },
    );
  }

  likePost(liked = this.random() < 0.7): Promise<Outcome> {
    const postId = this.pick(this.targets.posts);
    return this.send(
      "post-like",
      () => this.client.post(`/vida-universitaria/post/${postId}`, { intent: "me-gusta", liked: String(liked) }),
      {
        table: "post-like",
        userId: this.row.id,
        postId,
        liked,
      },
    );
  }

  commentPost(): Promise<Outcome> {
    const postId = this.pick(this.targets.posts);
    const comment = `¿Alguien más va? ${randomUUID().slice(0, 8)}`;
    return this.send(
      "post-comment",
      () => this.client.post(`/vida-universitaria/post/${postId}`, { intent: "comentar", comment }),
      {
        table: "post-comment",
        userId: this.row.id,
        postId,
        comment,
      },
    );
  }

  submit(): Promise<Outcome> {
    const name = `Universidad Propuesta ${randomUUID().slice(0, 8)}`;
    return this.send("submission", () =>
      this.client.post("/submit", {
        tipo: "universidad",
        nombre: name,
        pais: this.targets.countryId,
        ciudad: "Elche",
        web: "www.propuesta.example",
        siglas: "UP",
      }),
    );
  }

  /** One action of a mixed session: mostly reading, some writing of every kind. */
  act(): Promise<Outcome> {
    const roll = this.random();
    if (roll < 0.5) return this.browse();
    if (roll < 0.58) return this.writeReview() ?? this.browse();
    if (roll < 0.7) return this.likeReview();
    if (roll < 0.76) return this.commentReview();
    if (roll < 0.79) return this.report();
    if (roll < 0.84) return this.post();
    if (roll < 0.93) return this.likePost();
    if (roll < 0.98) return this.commentPost();
    return this.submit();
  }
}

/** A 2xx or 3xx answer reached the client: the write counts as done. */
export const acknowledged = (outcome: Outcome) => outcome.status >= 200 && outcome.status < 400;

export interface ConsistencyReport {
  /** Acknowledged writes whose rows are not what the answer promised. */
  lostWrites: string[];
  /** Reviews without their details row (a half-written review). */
  reviewsWithoutDetails: number;
  /** Stored counters and aggregates that disagree with their rows (`counterDrift`). */
  drift: Drift[];
}

/**
 * Checks the database against the outcomes: every acknowledged write is there (for likes, the
 * state of the last request on each pair, when that one was acknowledged), no review lacks its
 * details, and no counter drifts.
 */
export async function checkConsistency(database: pg.Pool, outcomes: readonly Outcome[]): Promise<ConsistencyReport> {
  const lostWrites: string[] = [];
  const lastOnPair = new Map<string, Outcome>();
  for (const outcome of outcomes) {
    const claim = outcome.claim;
    if (claim?.table === "review-like") lastOnPair.set(`review-like:${claim.userId}:${claim.reviewId}`, outcome);
    else if (claim?.table === "post-like") lastOnPair.set(`post-like:${claim.userId}:${claim.postId}`, outcome);
  }
  const exists = async (text: string, values: unknown[]) => (await database.query(text, values)).rowCount! > 0;
  for (const outcome of outcomes) {
    const claim = outcome.claim;
    if (!claim || !acknowledged(outcome)) continue;
    let present: boolean;
    let expected = true;
    switch (claim.table) {
      case "review":
        present = await exists(`SELECT 1 FROM reviews WHERE user_id = $1 AND subject_id = $2 AND comment = $3`, [
          claim.userId,
          claim.subjectId,
          claim.comment,
        ]);
        break;
      case "post":
        present = await exists(`SELECT 1 FROM university_life_posts WHERE title = $1`, [claim.title]);
        break;
      case "review-comment":
        present = await exists(`SELECT 1 FROM review_comments WHERE user_id = $1 AND review_id = $2 AND comment = $3`, [
          claim.userId,
          claim.reviewId,
          claim.comment,
        ]);
        break;
      case "post-comment":
        present = await exists(
          `SELECT 1 FROM university_life_comments WHERE user_id = $1 AND post_id = $2 AND content = $3`,
          [claim.userId, claim.postId, claim.comment],
        );
        break;
      case "review-like":
        if (lastOnPair.get(`review-like:${claim.userId}:${claim.reviewId}`) !== outcome) continue;
        present = await exists(`SELECT 1 FROM review_likes WHERE user_id = $1 AND review_id = $2`, [
          claim.userId,
          claim.reviewId,
        ]);
        expected = claim.liked;
        break;
      case "post-like":
        if (lastOnPair.get(`post-like:${claim.userId}:${claim.postId}`) !== outcome) continue;
        present = await exists(`SELECT 1 FROM university_life_likes WHERE user_id = $1 AND post_id = $2`, [
          claim.userId,
          claim.postId,
        ]);
        expected = claim.liked;
        break;
    }
    if (present !== expected) lostWrites.push(`${outcome.status} ${JSON.stringify(claim)}`);
  }
  const [halfWritten] = (
    await database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM reviews r
       WHERE (r.subject_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM subject_review_details d WHERE d.review_id = r.id))
          OR (r.professor_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM professor_review_details d WHERE d.review_id = r.id))`,
    )
  ).rows;
  const drift = await counterDrift(drizzle(database));
  return { lostWrites, reviewsWithoutDetails: halfWritten!.n, drift };
}

/** Counts of outcomes by action and status class, e.g. `review 2xx: 31`. */
export function summarize(outcomes: readonly Outcome[]): Map<string, Map<string, number>> {
  const table = new Map<string, Map<string, number>>();
  for (const outcome of outcomes) {
    const row = table.get(outcome.kind) ?? new Map<string, number>();
    const column = outcome.status === 0 ? "sin respuesta" : `${Math.floor(outcome.status / 100)}xx`;
    row.set(column, (row.get(column) ?? 0) + 1);
    table.set(outcome.kind, row);
  }
  return table;
}
