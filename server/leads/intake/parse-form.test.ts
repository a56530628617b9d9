import { describe, expect, it } from "vitest";
import { FormBodyError, parseFormBody } from "./parse-form";

const multi = new Set(["features"]);

describe("parseFormBody", () => {
  it("reads what URLSearchParams writes, Unicode included", () => {
    const fields = { name: "Zoë O'Brien 😀", message: 'a+b = "c" & <d>\r\n日本語', empty: "" };
    expect(parseFormBody(new URLSearchParams(fields).toString())).toEqual(fields);
  });

  it("decodes + as a space and %2B as a plus", () => {
    expect(parseFormBody("phone=%2B1+304&x=a%20b")).toEqual({ phone: "+1 304", x: "a b" });
  });

  it("reads an empty body, empty pairs and a key without =", () => {
    expect(parseFormBody("")).toEqual({});
    expect(parseFormBody("a=1&&b")).toEqual({ a: "1", b: "" });
  });

  it("collects repeatable fields into a list, even a single one", () => {
    expect(parseFormBody("features=seo&features=blog&x=1", multi)).toEqual({
      features: ["seo", "blog"],
      x: "1",
    });
    expect(parseFormBody("features=seo", multi)).toEqual({ features: ["seo"] });
  });

  it.each([
    ["a truncated escape", "name=%E0%A4%A"],
    ["a bad hex digit", "name=%zz"],
    ["a lone surrogate", "name=%ED%A0%80"],
    ["a bad key", "%=1"],
  ])("refuses %s", (_label, body) => {
    expect(() => parseFormBody(body)).toThrow(FormBodyError);
  });

  it("refuses a single-value field sent twice, naming it", () => {
    expect(() => parseFormBody("email=a&email=b")).toThrow(
      'The field "email" was sent more than once.',
    );
    expect(() => parseFormBody("email=a&email=a")).toThrow(FormBodyError);
  });

  it("refuses prototype-polluting names", () => {
    for (const key of ["__proto__", "constructor", "prototype", "%5F%5Fproto%5F%5F"]) {
      expect(() => parseFormBody(`${key}=x`)).toThrow(FormBodyError);
    }
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it("takes names Object.prototype has (toString, valueOf) as ordinary fields", () => {
    expect(parseFormBody("toString=a&valueOf=b&hasOwnProperty=c")).toEqual({
      toString: "a",
      valueOf: "b",
      hasOwnProperty: "c",
    });
  });
});
