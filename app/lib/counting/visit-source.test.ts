import { describe, expect, it } from "vitest";
import { STORAGE_KEY, captureVisit, visitFields } from "./visit-source";

const origin = "https://www.lexcore.example";

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
  };
}

describe("visitFields", () => {
  it("keeps the first page's path, the referrer's host and the campaign tags", () => {
    expect(
      visitFields({
        firstUrl: `${origin}/web-design-roanoke-va?utm_source=newsletter&utm_medium=email&utm_campaign=autumn&gclid=abc`,
        referrer: "https://www.google.com/search?q=law+firm+it+roanoke",
        origin,
      }),
    ).toEqual({
      landing_page: "/web-design-roanoke-va",
      referrer_host: "www.google.com",
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "autumn",
    });
  });

  it("keeps no referrer from this site itself, nor a non-web one", () => {
    expect(visitFields({ firstUrl: `${origin}/about`, referrer: `${origin}/`, origin })).toEqual({
      landing_page: "/about",
    });
    expect(
      visitFields({ firstUrl: `${origin}/`, referrer: "android-app://com.example", origin }),
    ).toEqual({ landing_page: "/" });
  });

  it("leaves out tags that are too long or hold control characters", () => {
    const long = "x".repeat(101);
    expect(
      visitFields({
        firstUrl: `${origin}/?utm_source=${long}&utm_term=a%07b&utm_content=ok`,
        referrer: "",
        origin,
      }),
    ).toEqual({ landing_page: "/", utm_content: "ok" });
  });
});

describe("captureVisit", () => {
  it("records the first page of the visit once; later pages keep it", () => {
    const storage = memoryStorage();
    const first = captureVisit(storage, {
      firstUrl: `${origin}/web-design-roanoke-va?utm_source=newsletter`,
      referrer: "https://news.example.org/article/1",
      origin,
    });
    const later = captureVisit(storage, { firstUrl: `${origin}/contact`, referrer: "", origin });
    expect(later).toEqual(first);
    expect(JSON.parse(storage.items.get(STORAGE_KEY)!)).toEqual({
      landing_page: "/web-design-roanoke-va",
      referrer_host: "news.example.org",
      utm_source: "newsletter",
    });
  });

  it("records nothing, and does not throw, when storage refuses", () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(captureVisit(refusing, { firstUrl: `${origin}/`, referrer: "", origin })).toEqual({});
  });
});
