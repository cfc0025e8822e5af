/** Configuration is checked once at boot: a bad setting stops the server before it listens. */
import { describe, expect, it } from "vitest";

import { readEnv } from "../app/server/core/env.server";

const postgres = "postgres://postgres@127.0.0.1:5432/uniopina";

describe("readEnv", () => {
  it("refuses production on PostgreSQL without AUTH_SECRET, and accepts it with one", () => {
    expect(() => readEnv({ NODE_ENV: "production", DATABASE_URL: postgres })).toThrow(
      "Configura AUTH_SECRET (32 caracteres o más) para usar DATABASE_URL en producción.",
    );
    expect(readEnv({ NODE_ENV: "production", DATABASE_URL: postgres, AUTH_SECRET: "s".repeat(32) }).DATABASE_URL).toBe(
      postgres,
    );
    // The embedded database keeps a generated secret in DATA_DIR: no setting needed.
    expect(readEnv({ NODE_ENV: "production" }).AUTH_SECRET).toBeUndefined();
  });

  it("takes a read replica only next to DATABASE_URL", () => {
    const replica = "postgres://postgres@replica.internal:5432/uniopina";
    expect(readEnv({ DATABASE_URL: postgres, DATABASE_REPLICA_URL: replica }).DATABASE_REPLICA_URL).toBe(replica);
    expect(readEnv({ DATABASE_URL: postgres, DATABASE_REPLICA_URL: "" }).DATABASE_REPLICA_URL).toBeUndefined();
    expect(() => readEnv({ DATABASE_REPLICA_URL: replica })).toThrow(
      "DATABASE_REPLICA_URL es una réplica de DATABASE_URL: configura también DATABASE_URL.",
    );
    expect(() => readEnv({ DATABASE_URL: postgres, DATABASE_REPLICA_URL: "réplica" })).toThrow(
      "Configuración inválida",
    );
  });

  it("opens 10 connections per pool unless DATABASE_POOL_SIZE says otherwise, and refuses a size that is not a positive whole number", () => {
    expect(readEnv({}).DATABASE_POOL_SIZE).toBe(10);
    expect(readEnv({ DATABASE_POOL_SIZE: "" }).DATABASE_POOL_SIZE).toBe(10);
    expect(readEnv({ DATABASE_POOL_SIZE: "25" }).DATABASE_POOL_SIZE).toBe(25);
    for (const bad of ["0", "-1", "2.5", "muchas"])
      expect(() => readEnv({ DATABASE_POOL_SIZE: bad })).toThrow("Configuración inválida");
  });

  it("refuses a short secret", () => {
    expect(() => readEnv({ AUTH_SECRET: "corto" })).toThrow("Configuración inválida");
  });

  it("sends the forms to the team address, equipo@uniopina.es unless TEAM_EMAIL says otherwise, and refuses one that is not an address", () => {
    expect(readEnv({}).TEAM_EMAIL).toBe("equipo@uniopina.es");
    expect(readEnv({ TEAM_EMAIL: "" }).TEAM_EMAIL).toBe("equipo@uniopina.es");
    expect(readEnv({ TEAM_EMAIL: "soporte@example.org" }).TEAM_EMAIL).toBe("soporte@example.org");
    expect(() => readEnv({ TEAM_EMAIL: "soporte" })).toThrow("Configuración inválida");
  });

  it("hides a review after 3 distinct reports unless REPORT_HIDE_THRESHOLD says otherwise, and refuses a threshold that is not a positive whole number", () => {
    expect(readEnv({}).REPORT_HIDE_THRESHOLD).toBe(3);
    expect(readEnv({ REPORT_HIDE_THRESHOLD: "" }).REPORT_HIDE_THRESHOLD).toBe(3);
    expect(readEnv({ REPORT_HIDE_THRESHOLD: "5" }).REPORT_HIDE_THRESHOLD).toBe(5);
    for (const bad of ["0", "-2", "2.5", "muchos"])
      expect(() => readEnv({ REPORT_HIDE_THRESHOLD: bad })).toThrow("Configuración inválida");
  });
});
