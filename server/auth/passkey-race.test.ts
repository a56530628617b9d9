/**
 * Removing passkeys at once, as two tabs or a script would: on both stores, 2, 4 and 8
 * concurrent removals of one person's passkeys, many rounds, always leave exactly one.
 */
import { expect, it } from "vitest";
import { describeEachStore } from "../../tests/support/data/stores";
import { dbOf } from "../database/db";
import { authStore } from "./auth-store";

const ROUNDS = 15;

describeEachStore("concurrent passkey removals ($kind)", (t) => {
  it.each([2, 4, 8])("%i removals at once leave one passkey, every round", async (n) => {
    const store = authStore(dbOf(t.store));
    const now = Date.UTC(2026, 10, 25, 12);
    for (let round = 0; round < ROUNDS; round++) {
      const person = await store.upsertPerson(`p${n}-${round}@example.com`, "owner", now);
      const ids = Array.from({ length: n }, (_, i) => `key-${n}-${round}-${i}`);
      for (const id of ids)
        await store.addPasskey({
          id,
          personId: person.id,
          publicKey: "pk",
          counter: 0,
          transports: [],
          name: id,
          createdAt: now,
        });
      // Each removal names a different passkey; all are sent before any answer.
      const results = await Promise.all(ids.map((id) => store.removePasskey(person.id, id)));
      const left = await store.listPasskeys(person.id);
      expect(left, `round ${round}: ${results.join(", ")}`).toHaveLength(1);
      expect(results.filter((r) => r === "removed")).toHaveLength(n - 1);
      expect(results.filter((r) => r === "last")).toEqual(["last"]);
      // The same passkey twice at once: one removal, and the other finds it gone.
      if (n === 2) {
        await store.addPasskey({ ...left[0]!, id: `extra-${round}`, name: "extra" });
        const twice = await Promise.all([
          store.removePasskey(person.id, `extra-${round}`),
          store.removePasskey(person.id, `extra-${round}`),
        ]);
        expect(twice.sort()).toEqual(["missing", "removed"]);
        expect(await store.listPasskeys(person.id)).toHaveLength(1);
      }
    }
  });
});
