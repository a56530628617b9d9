import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { MAX_PHOTO_BYTES, encodePhoto, photosIn } from "./photos";

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 90, g: 110, b: 130 } } });

describe("encodePhoto", () => {
  it("re-encodes a JPEG to a 4:5 WebP of the card's size, without its metadata", async () => {
    const jpeg = await picture(2000, 2000)
      .withExif({ IFD0: { Copyright: "Owner", Artist: "Camera" } })
      .jpeg()
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const photo = await encodePhoto(jpeg);
    if (!photo.ok) throw new Error(photo.error);
    expect(photo).toMatchObject({ width: 960, height: 1200 });
    expect(photo.src).toMatch(/^\/media\/[a-f0-9]{20}\.webp$/);
    const meta = await sharp(photo.body).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 960, height: 1200 });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
  });

  it.each([
    ["PNG", () => picture(500, 600).png().toBuffer()],
    ["WebP", () => picture(500, 600).webp().toBuffer()],
    ["AVIF", () => picture(500, 600).avif().toBuffer()],
  ])("takes a %s picture, never enlarged", async (_, make) => {
    const photo = await encodePhoto(await make());
    expect(photo).toMatchObject({ ok: true, width: 480, height: 600 });
  });

  it("crops a wide picture to 4:5", async () => {
    const photo = await encodePhoto(await picture(3000, 1000).jpeg().toBuffer());
    expect(photo).toMatchObject({ ok: true, width: 800, height: 1000 });
  });

  it.each([
    ["a GIF", () => picture(50, 50).gif().toBuffer(), "not a JPEG, PNG, WebP or AVIF"],
    ["text", async () => Buffer.from("<svg onload=alert(1)>"), "not a JPEG, PNG, WebP or AVIF"],
    [
      "a truncated JPEG",
      async () => (await picture(400, 400).jpeg().toBuffer()).subarray(0, 300),
      "not a JPEG",
    ],
    ["an empty file", async () => Buffer.alloc(0), "Choose a picture"],
    ["a file over 10 MB", async () => Buffer.alloc(MAX_PHOTO_BYTES + 1), "over 10 MB"],
  ])("refuses %s with a clear error", async (_, make, error) => {
    const photo = await encodePhoto(await make());
    expect(photo).toMatchObject({ ok: false, error: expect.stringContaining(error) });
  });
});

describe("photosIn", () => {
  it("finds uploaded photos anywhere in an overlay, and nothing else", () => {
    const src = "/media/0123456789abcdef0123.webp";
    expect([
      ...photosIn({ business: { founder: { photo: { src } } }, x: ["/media/../etc"] }),
    ]).toEqual([src]);
  });
});
