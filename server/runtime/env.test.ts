import { describe, expect, it } from "vitest";
import { EnvError, parseEnv, postgresSettings, startupWarnings } from "./env";

const messageOf = (source: Record<string, string>) => {
  try {
    parseEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as Error).message;
  }
  throw new Error("expected parseEnv to throw");
};

describe("parseEnv", () => {
  it("has safe defaults", () => {
    expect(parseEnv({})).toMatchObject({
      PORT: 3000,
      HOST: "127.0.0.1",
      DATA_DIR: "data",
      TRUST_PROXY: false,
      RATE_LIMIT_MAX: 5,
    });
  });

  it("reads numbers and yes/no values", () => {
    const env = parseEnv({ PORT: "8080", TRUST_PROXY: "1", RATE_LIMIT_MAX: "20" });
    expect(env).toMatchObject({ PORT: 8080, TRUST_PROXY: 1, RATE_LIMIT_MAX: 20 });
    expect(parseEnv({ SMTP_ALLOW_PLAINTEXT: "yes" }).SMTP_ALLOW_PLAINTEXT).toBe(true);
  });

  it("takes TRUST_PROXY as a hop count or proxy addresses, never as 'trust every hop'", () => {
    expect(parseEnv({ TRUST_PROXY: "no" }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: "127.0.0.1, 10.0.0.0/8,::1,loopback" }).TRUST_PROXY).toEqual([
      "127.0.0.1",
      "10.0.0.0/8",
      "::1",
      "loopback",
    ]);
    expect(messageOf({ TRUST_PROXY: "true" })).toMatch(/TRUST_PROXY: true would believe every/);
    expect(messageOf({ TRUST_PROXY: "10.0.0.0/33" })).toContain("TRUST_PROXY");
  });

  it("takes the traffic settings: retention, rate limit and blocked addresses", () => {
    expect(parseEnv({})).toMatchObject({
      TRAFFIC_EVENTS_DAYS: 90,
      TRAFFIC_ROLLUP_MONTHS: 25,
      TRAFFIC_RATE_LIMIT_MAX: 120,
      TRAFFIC_BLOCK_IPS: [],
    });
    expect(
      parseEnv({ TRAFFIC_BLOCK_IPS: "198.51.100.0/24, 2001:db8::1" }).TRAFFIC_BLOCK_IPS,
    ).toEqual(["198.51.100.0/24", "2001:db8::1"]);
    for (const bad of ["loopback", "198.51.100.0/40", "example.com"])
      expect(messageOf({ TRAFFIC_BLOCK_IPS: bad })).toMatch(
        /TRAFFIC_BLOCK_IPS: must be IP addresses/,
      );
    expect(messageOf({ TRAFFIC_EVENTS_DAYS: "0" })).toContain("TRAFFIC_EVENTS_DAYS");
  });

  it("wants a webhook signed, and over https unless the receiver is on this machine", () => {
    expect(messageOf({ WEBHOOK_URL: "https://hooks.example/x" })).toContain("WEBHOOK_SECRET");
    expect(
      parseEnv({ WEBHOOK_URL: "https://hooks.example/x", WEBHOOK_ALLOW_UNSIGNED: "true" })
        .WEBHOOK_URL,
    ).toBe("https://hooks.example/x");
    expect(messageOf({ WEBHOOK_URL: "http://hooks.example/x", WEBHOOK_SECRET: "s" })).toContain(
      "WEBHOOK_URL must use https:",
    );
    for (const url of ["http://127.0.0.1:9/x", "http://localhost/x", "http://[::1]:8/x"])
      expect(parseEnv({ WEBHOOK_URL: url, WEBHOOK_SECRET: "s" }).WEBHOOK_URL).toBe(url);
  });

  it.each(["abc", "-1", "65536", "80.5"])("a bad PORT (%s) names the variable", (port) => {
    expect(messageOf({ PORT: port })).toMatch(/^\s+PORT: /m);
  });

  it("takes an empty value as unset, not as port 0", () => {
    expect(parseEnv({ PORT: "", TRUST_PROXY: "", RATE_LIMIT_MAX: " " })).toMatchObject({
      PORT: 3000,
      TRUST_PROXY: false,
      RATE_LIMIT_MAX: 5,
    });
  });

  it("names every bad variable at once", () => {
    const message = messageOf({ LOG_LEVEL: "loud", RATE_LIMIT_MAX: "0", TRUST_PROXY: "maybe" });
    for (const name of ["LOG_LEVEL", "RATE_LIMIT_MAX", "TRUST_PROXY"])
      expect(message).toContain(name);
  });

  it("refuses an unparsable or wrong-scheme notification address, by name", () => {
    expect(messageOf({ SMTP_URL: "not a url", NOTIFY_TO: "a@b.c" })).toContain("SMTP_URL");
    expect(messageOf({ WEBHOOK_URL: "ftp://example.com/", WEBHOOK_SECRET: "s" })).toContain(
      "WEBHOOK_URL: must use http: or https:",
    );
  });

  it("wants an outbox claim that outlasts a delivery", () => {
    expect(parseEnv({})).toMatchObject({
      OUTBOX_LEASE_MS: 120_000,
      OUTBOX_DELIVERY_MAX_MS: 60_000,
    });
    expect(messageOf({ OUTBOX_LEASE_MS: "3000", OUTBOX_DELIVERY_MAX_MS: "3000" })).toMatch(
      /OUTBOX_DELIVERY_MAX_MS must be less than OUTBOX_LEASE_MS/,
    );
    expect(parseEnv({ OUTBOX_LEASE_MS: "3000", OUTBOX_DELIVERY_MAX_MS: "1000" })).toMatchObject({
      OUTBOX_DELIVERY_MAX_MS: 1000,
    });
  });

  it("keeps TLS in SMTP_URL's hands only through smtps:/smtp:, and warns when clear text is allowed", () => {
    const smtp = { SMTP_URL: "smtp://127.0.0.1:2525", NOTIFY_TO: "a@b.c" };
    expect(messageOf({ ...smtp, SMTP_URL: `${smtp.SMTP_URL}?ignoreTLS=true` })).toContain(
      "SMTP_URL must not set ignoreTLS",
    );
    expect(startupWarnings(parseEnv(smtp))).toEqual([]);
    expect(startupWarnings(parseEnv({ ...smtp, SMTP_ALLOW_PLAINTEXT: "true" }))).toEqual([
      expect.stringContaining("SMTP_ALLOW_PLAINTEXT is on"),
    ]);
  });

  it("wants NOTIFY_TO with SMTP_URL", () => {
    expect(messageOf({ SMTP_URL: "smtp://127.0.0.1:2525" })).toContain("NOTIFY_TO");
  });

  it("uses SQLite unless DATABASE_URL is set, and checks the PostgreSQL settings", () => {
    expect(postgresSettings(parseEnv({}))).toBeUndefined();
    expect(
      postgresSettings(
        parseEnv({
          DATABASE_URL: "postgres://site:s3cret@db.internal:5432/leads?sslmode=verify-full",
          DATABASE_POOL_MAX: "4",
          DATABASE_STATEMENT_TIMEOUT_MS: "2500",
        }),
      ),
    ).toEqual({
      url: "postgres://site:s3cret@db.internal:5432/leads",
      poolMax: 4,
      statementTimeoutMs: 2500,
      connectTimeoutMs: 5000,
      sslMode: "verify-full",
      sslRootCert: undefined,
    });
    expect(
      postgresSettings(
        parseEnv({
          DATABASE_URL: "postgresql://h/db?sslmode=require",
          DATABASE_SSLMODE: "disable",
        }),
      )?.sslMode,
    ).toBe("disable");
    expect(messageOf({ DATABASE_URL: "mysql://h/db" })).toContain("DATABASE_URL");
    expect(messageOf({ DATABASE_URL: "postgres://h/db", DATABASE_SSLMODE: "maybe" })).toContain(
      "DATABASE_SSLMODE",
    );
    expect(messageOf({ DATABASE_URL: "postgres://h/db?sslmode=prefer" })).toContain(
      "sslmode=prefer",
    );
    expect(messageOf({ DATABASE_POOL_MAX: "0" })).toContain("DATABASE_POOL_MAX");
  });

  describe("SITE_URL", () => {
    const site = (source: Record<string, string>) => {
      const env = parseEnv(source);
      return { url: env.SITE_URL, from: env.SITE_URL_FROM, warnings: startupWarnings(env) };
    };

    it("is the variable's origin when set", () => {
      expect(site({ SITE_URL: "https://www.firm.example/", NODE_ENV: "production" })).toEqual({
        url: "https://www.firm.example",
        from: "SITE_URL",
        warnings: [],
      });
    });

    it("unset on this machine outside production: http://localhost:PORT, so passkeys work there", () => {
      expect(site({})).toEqual({ url: "http://localhost:3000", from: "localhost", warnings: [] });
      expect(site({ PORT: "4421", HOST: "localhost", SITE_URL: "" }).url).toBe(
        "http://localhost:4421",
      );
      expect(site({ HOST: "::1", NODE_ENV: "test" }).url).toBe("http://localhost:3000");
    });

    it("unset in production, or listening beyond this machine: the default, and a warning at start", () => {
      const production = site({ NODE_ENV: "production" });
      expect(production.url).toBe("https://www.lexcore.example");
      expect(production.warnings).toEqual([
        expect.stringMatching(
          /^SITE_URL is not set: passkeys, invite links .* use https:\/\/www\.lexcore\.example, so nobody can sign in to \/admin here\. SITE_URL is required in production/,
        ),
      ]);
      for (const source of [{ HOST: "0.0.0.0" }, { PORT: "0" }] as Record<string, string>[]) {
        const open = site(source);
        expect(open.from, JSON.stringify(source)).toBe("default");
        expect(open.warnings).toEqual([expect.stringContaining("Set SITE_URL to the address")]);
      }
    });

    it("refuses an address that is not http(s)", () => {
      expect(messageOf({ SITE_URL: "ftp://x.example" })).toContain(
        "SITE_URL must be an http(s) URL",
      );
    });
  });
});
