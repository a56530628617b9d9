import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { tempDir } from "../../tests/support/lead-samples";
import { buildCache } from "./build-cache";
import { compressAll } from "./compress";

const dirs: { remove: () => void }[] = [];
const scratch = () => {
  const dir = tempDir("lexcore-cache-");
  dirs.push(dir);
  return dir.path;
};
afterEach(() => dirs.splice(0).forEach((d) => d.remove()));

/** A maker that counts its calls. */
const counted = (body: string) => {
  const maker = async () => {
    maker.calls++;
    return Buffer.from(body);
  };
  maker.calls = 0;
  return maker;
};

describe("the build cache", () => {
  it("makes every output when no folder is given, and keeps nothing", async () => {
    const make = counted("png");
    const cache = buildCache("");
    await cache.through("og", "Title", make);
    await cache.through("og", "Title", make);
    expect(make.calls).toBe(2);
  });

  it("makes an output once per kind and input, and reads it back in a later build", async () => {
    const dir = scratch();
    const make = counted("made");
    const first = buildCache(dir);
    expect((await first.through("og", "About", make)).toString()).toBe("made");
    await first.through("og", "About", make);
    await first.through("br", "About", make);
    await first.through("og", "Services", make);
    expect(make.calls).toBe(3);
    const later = buildCache(dir);
    expect((await later.through("og", "About", make)).toString()).toBe("made");
    expect(make.calls).toBe(3);
    // Bytes and strings with one content share a key.
    await later.through("og", Buffer.from("About"), make);
    expect(make.calls).toBe(3);
  });

  it("keeps only what the last build used", async () => {
    const dir = scratch();
    const first = buildCache(dir);
    await first.through("og", "About", counted("a"));
    await first.through("og", "Services", counted("s"));
    first.prune();
    expect(readdirSync(dir)).toHaveLength(2);
    const second = buildCache(dir);
    await second.through("og", "About", counted("a"));
    second.prune();
    expect(readdirSync(dir)).toHaveLength(1);
    const make = counted("s");
    await buildCache(dir).through("og", "Services", make);
    expect(make.calls).toBe(1);
  });

  it("leaves no entry behind when making one fails", async () => {
    const dir = scratch();
    const cache = buildCache(dir);
    await expect(
      cache.through("og", "About", () => Promise.reject(new Error("sharp failed"))),
    ).rejects.toThrow("sharp failed");
    expect(readdirSync(dir)).toEqual([]);
  });
});

describe("the compressed copies", () => {
  const page =
    "<!doctype html><title>About</title>" + "<p>Lexcore keeps law firms running.</p>".repeat(50);

  it("are brotli 11 and gzip 9 of each text file, and only when smaller", async () => {
    const dir = scratch();
    writeFileSync(join(dir, "index.html"), page);
    writeFileSync(join(dir, "tiny.txt"), "a");
    writeFileSync(join(dir, "photo.webp"), "not text");
    expect(await compressAll(dir, buildCache(""))).toBe(2);
    const body = Buffer.from(page);
    expect(readFileSync(join(dir, "index.html.br"))).toEqual(
      brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    );
    expect(readFileSync(join(dir, "index.html.gz"))).toEqual(gzipSync(body, { level: 9 }));
    expect(existsSync(join(dir, "tiny.txt.br"))).toBe(false);
    expect(existsSync(join(dir, "photo.webp.br"))).toBe(false);
  });

  it("come from the cache for a file whose content a build before compressed", async () => {
    const cacheDir = scratch();
    const first = scratch();
    writeFileSync(join(first, "index.html"), page);
    await compressAll(first, buildCache(cacheDir));
    const entries = readdirSync(cacheDir);
    expect(entries.map((e) => e.split("-")[0]).sort()).toEqual(["br", "gz"]);
    // The same content in another build: its copy is the cached one, not made again.
    const brEntry = join(
      cacheDir,
      entries.find((e) => e.startsWith("br-"))!,
    );
    writeFileSync(brEntry, "cached");
    const second = scratch();
    writeFileSync(join(second, "index.html"), page);
    await compressAll(second, buildCache(cacheDir));
    expect(readFileSync(join(second, "index.html.br"), "utf8")).toBe("cached");
  });
});
