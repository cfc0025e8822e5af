/**
 * For a test file that follows requests through moderation: the app, a receiver of its e-mails and
 * a signed-in moderator, started before the file's tests and closed after them.
 */
import { afterAll, beforeAll, expect } from "vitest";

import { DEMO_MODERATOR_EMAIL } from "../../seed/seed.server";
import { startTestApp, type TestApp } from "./app";
import { TestClient } from "./client";
import { type SmtpReceiver, startSmtpReceiver } from "./smtp";
import { DEMO_PASSWORD } from "./students";

export interface ModeratedApp {
  app: TestApp;
  smtp: SmtpReceiver;
  moderator: TestClient;
}

export function moderatedApp(moderatorAddress: string): ModeratedApp {
  const setup = {} as ModeratedApp;
  beforeAll(async () => {
    setup.app = await startTestApp();
    setup.smtp = await startSmtpReceiver();
    setup.moderator = new TestClient(setup.app, moderatorAddress);
    expect((await setup.moderator.signIn(DEMO_MODERATOR_EMAIL, DEMO_PASSWORD)).status).toBe(302);
  });
  afterAll(async () => {
    await setup.smtp?.close();
    await setup.app?.close();
  });
  return setup;
}
