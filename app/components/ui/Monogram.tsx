/** A person's initials in a brass ring, decorative (the name is always written beside it). */
export function Monogram({ name, className = "monogram" }: { name: string; className?: string }) {
  const initials = name
    .split(/\s+/)
    .map((word) => word.charAt(0))
    .join("")
    .slice(0, 3);
  return (
    <span aria-hidden="true" className={className}>
      {initials}
    </span>
  );
}
