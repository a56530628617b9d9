import {
  Cloud,
  Code2,
  Globe,
  LifeBuoy,
  Lock,
  MessageSquare,
  Scale,
  Server,
  ShieldCheck,
  Workflow,
  type LucideIcon,
} from "lucide-react";
import type { IconName } from "../../../content/pages-schema";

const icons: Record<IconName, LucideIcon> = {
  server: Server,
  globe: Globe,
  workflow: Workflow,
  "life-buoy": LifeBuoy,
  "message-square": MessageSquare,
  "shield-check": ShieldCheck,
  scale: Scale,
  lock: Lock,
  cloud: Cloud,
  code: Code2,
};

/** A decorative icon named in content data. */
export function Icon({ name, className = "size-6" }: { name: IconName; className?: string }) {
  const Component = icons[name];
  return <Component aria-hidden="true" className={className} />;
}
