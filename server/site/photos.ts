/** Photos uploaded from the editor: JPEG, PNG, WebP or AVIF up to 10 MB, re-encoded by sharp to
 * the size the founder card draws (4:5, twice its width for sharp screens), without metadata. */
import { createHash } from "node:crypto";
import sharp from "sharp";
import type { SiteStore } from "./site-store";

export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
const ACCEPTED = new Set(["jpeg", "png", "webp", "heif"]);
/** Twice the card's widest drawing (240 × 300 CSS px). */
const WIDTH = 960;
const HEIGHT = 1200;

export type Encoded =
  | { ok: true; src: string; width: number; height: number; body: Buffer }
  | { ok: false; error: string };

export async function encodePhoto(bytes: Uint8Array): Promise<Encoded> {
  if (bytes.byteLength === 0) return { ok: false, error: "Choose a picture to upload." };
  if (bytes.byteLength > MAX_PHOTO_BYTES)
    return { ok: false, error: "That picture is over 10 MB. Choose a smaller one." };
  const refused = {
    ok: false,
    error: "That file is not a JPEG, PNG, WebP or AVIF picture.",
  } as const;
  try {
    const input = sharp(bytes, { failOn: "error", limitInputPixels: 50_000_000 });
    const meta = await input.metadata();
    if (!meta.format || !ACCEPTED.has(meta.format)) return refused;
    if (meta.format === "heif" && meta.compression !== "av1") return refused;
    // rotate() applies the camera's orientation before the metadata is dropped; a picture
    // smaller than the card's size is cropped to 4:5, never enlarged.
    const upright = await input.rotate().toBuffer({ resolveWithObject: true });
    const fits = Math.min(1, upright.info.width / WIDTH, upright.info.height / HEIGHT);
    const width = Math.max(1, Math.floor(WIDTH * fits));
    const height = Math.max(1, Math.floor(HEIGHT * fits));
    const { data, info } = await sharp(upright.data)
      .resize({ width, height, fit: "cover" })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const hash = createHash("sha256").update(data).digest("hex").slice(0, 20);
    return {
      ok: true,
      src: `/media/${hash}.webp`,
      width: info.width,
      height: info.height,
      body: data,
    };
  } catch {
    return refused;
  }
}

/** The uploaded photos `overlay` names, read from the store by their paths under public/. */
export async function photoFiles(
  store: Pick<SiteStore, "assetHash" | "blob">,
  overlay: unknown,
): Promise<Map<string, Uint8Array>> {
  const images = new Map<string, Uint8Array>();
  for (const src of photosIn(overlay)) {
    const hash = await store.assetHash(src);
    const body = hash ? await store.blob(hash) : undefined;
    if (body) images.set(src, body);
  }
  return images;
}

/** The uploaded photos an overlay names ("/media/….webp"), wherever they sit in it. */
export function photosIn(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === "string" && /^\/media\/[a-f0-9]{20}\.webp$/.test(value)) found.add(value);
  else if (Array.isArray(value)) for (const v of value) photosIn(v, found);
  else if (value && typeof value === "object")
    for (const v of Object.values(value)) photosIn(v, found);
  return found;
}
