import type { ReactNode } from "react";

export function PageHeader({
  title,
  lead,
  eyebrow,
}: {
  title: string;
  lead?: ReactNode;
  eyebrow?: string;
}) {
  return (
    <header className="mb-12 max-w-3xl">
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h1 className="text-4xl font-bold tracking-tight text-white sm:text-5xl">{title}</h1>
      {lead && <p className="mt-6 text-lg leading-8 text-slate-300">{lead}</p>}
    </header>
  );
}
