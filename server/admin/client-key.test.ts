import { describe, expect, it } from "vitest";
import { clientKey } from "./client-key";

describe("clientKey", () => {
  it("keeps an IPv4 address, and reads an IPv4-mapped IPv6 address as its IPv4", () => {
    for (const ip of ["198.51.100.7", "::ffff:198.51.100.7", "::FFFF:198.51.100.7"])
      expect(clientKey(ip), ip).toBe("198.51.100.7");
  });

  it("counts an IPv6 address by its /64, however it is written", () => {
    const key = "2001:db8:1:2::/64";
    for (const ip of [
      "2001:db8:1:2::1",
      "2001:db8:1:2:ffff:ffff:ffff:ffff",
      "2001:0db8:0001:0002:0000:0000:0000:0009",
      "2001:DB8:1:2:a::",
      "2001:db8:1:2:0:0:1.2.3.4",
    ])
      expect(clientKey(ip), ip).toBe(key);
    expect(clientKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(clientKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
    expect(clientKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });

  it("leaves anything else as it is", () => {
    for (const other of ["unknown", ""]) expect(clientKey(other)).toBe(other);
  });
});
