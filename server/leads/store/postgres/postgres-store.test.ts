import { describe, expect, it } from "vitest";
import { describeUrl, sslConfig } from "./postgres-pool";

describe("PostgreSQL settings", () => {
  it("maps each sslmode to node-postgres TLS options", () => {
    expect(sslConfig("disable")).toBe(false);
    expect(sslConfig("require")).toEqual({ rejectUnauthorized: false });
    expect(sslConfig("verify-full")).toEqual({ ca: undefined, rejectUnauthorized: true });
    const verifyCa = sslConfig("verify-ca") as {
      rejectUnauthorized: boolean;
      checkServerIdentity: () => unknown;
    };
    expect(verifyCa.rejectUnauthorized).toBe(true);
    // verify-ca checks the chain, not the host name.
    expect(verifyCa.checkServerIdentity()).toBeUndefined();
  });

  it("names the database in logs without its password", () => {
    expect(describeUrl("postgres://site:s3cret@db.internal:5432/leads")).toBe(
      "site@db.internal:5432/leads",
    );
    expect(describeUrl("postgres://db.internal/leads")).toBe("db.internal/leads");
    expect(describeUrl("not a url")).toBe("(unparsable DATABASE_URL)");
  });
});
