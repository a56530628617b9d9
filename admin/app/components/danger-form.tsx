import type { ReactNode } from "react";
import { Form } from "react-router";

/** A card's one-button form that takes something away (an invite, a person, a passkey): it posts
 * the intent and the item's id, and its button's name says which item, as a card list has many. */
export function DangerForm(props: {
  intent: string;
  id: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={props.intent} />
      <input type="hidden" name="id" value={props.id} />
      <button type="submit" className="admin-btn admin-btn-danger" aria-label={props.label}>
        {props.children}
      </button>
    </Form>
  );
}
