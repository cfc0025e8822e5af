/** How a throttle counts a client (`throttleAddress`) and how long a limit with growing waits makes it wait. */
import { describe, expect, it } from "vitest";

import { backOffWait, throttleAddress } from "~/server/core/throttle.server";

describe("the client a throttle counts", () => {
  it("is an IPv4 address as it is", () => {
    expect(throttleAddress("192.0.2.1")).toBe("192.0.2.1");
  });

  it("is the IPv4 address an IPv6 socket reports it as (::ffff:…)", () => {
    expect(throttleAddress("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(throttleAddress("::FFFF:198.51.100.7")).toBe("198.51.100.7");
  });

  it("is an IPv6 client's /64 network, however its address is written", () => {
    const network = "2001:db8:85a3:8d3::/64";
    for (const address of [
      "2001:db8:85a3:8d3:1319:8a2e:370:7348",
      "2001:0db8:85a3:08d3::1",
      "2001:db8:85a3:8d3::",
      "2001:db8:85a3:8d3:ffff::1%eth0",
    ]) {
      expect(throttleAddress(address), address).toBe(network);
    }
    expect(throttleAddress("2001:db8:85a3:8d4::1")).not.toBe(network);
  });

  it("fills the groups '::' leaves out, a dotted IPv4 tail counting as two", () => {
    expect(throttleAddress("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(throttleAddress("::1")).toBe("0:0:0:0::/64");
    expect(throttleAddress("64:ff9b::192.0.2.33")).toBe("64:ff9b:0:0::/64");
  });

  it("leaves anything that is not an address as it came (the edge's 'desconocida' included)", () => {
    expect(throttleAddress("desconocida")).toBe("desconocida");
  });
});

describe("a limit whose waits grow", () => {
  const rule = { free: 5, firstWaitSeconds: 60, windowSeconds: 60 * 60 };

  it("lets the free attempts through, then waits 1, 2, 4… minutes, counted from the window's start", () => {
    expect(backOffWait(rule, undefined)).toBe(0);
    expect(backOffWait(rule, { hits: 4, elapsedSeconds: 1 })).toBe(0);
    expect(backOffWait(rule, { hits: 5, elapsedSeconds: 0 })).toBe(60);
    expect(backOffWait(rule, { hits: 5, elapsedSeconds: 60 })).toBe(0);
    expect(backOffWait(rule, { hits: 6, elapsedSeconds: 60 })).toBe(120);
    expect(backOffWait(rule, { hits: 7, elapsedSeconds: 180 })).toBe(240);
    // Waiting longer than asked earns nothing more: at most one attempt per wait, however spread.
    expect(backOffWait(rule, { hits: 7, elapsedSeconds: 0.5 })).toBe(420);
  });

  it("never outlasts its window, at whose end the count is forgotten", () => {
    expect(backOffWait(rule, { hits: 20, elapsedSeconds: 3000 })).toBe(600);
    expect(backOffWait(rule, { hits: 20, elapsedSeconds: 3600 })).toBe(0);
  });
});
