/**
 * The production process as an operator starts it: without a mail server it says
 * loudly that no e-mail is delivered, and the development outbox stays off unless asked for.
 */
import { describe, expect, it } from "vitest";

import { startServerProcess } from "../support/server-process";

const EMPTY_DATABASE = { DATA_DIR: "memory://", DATABASE_URL: "", SEED_DEMO_DATA: "false", SMTP_URL: "" };

describe("production start without SMTP_URL", () => {
  it("warns that no e-mail is delivered, keeps the outbox off, and stops cleanly on SIGTERM", async () => {
    const server = await startServerProcess({ ...EMPTY_DATABASE, DEV_OUTBOX: "" });
    try {
      expect(server.output()).toContain("ATENCIÓN: no se envía ningún correo (falta SMTP_URL)");
      expect((await fetch(`${server.baseUrl}/dev/outbox`)).status).toBe(404);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  }, 180_000);

  it("opens the outbox only when DEV_OUTBOX=true says so, and says it is for local tests", async () => {
    const server = await startServerProcess({ ...EMPTY_DATABASE, DEV_OUTBOX: "true" });
    try {
      expect(server.output()).toContain("los correos se guardan en la bandeja de desarrollo");
      expect((await fetch(`${server.baseUrl}/dev/outbox`)).status).toBe(200);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  }, 180_000);
});
