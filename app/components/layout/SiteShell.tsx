import type { ReactNode } from "react";
import { MotionProvider } from "../../lib/motion";
import { DialogsProvider } from "../dialogs/dialogs";
import { LazyDialogs } from "../dialogs/LazyDialogs";
import { Background } from "./Background";
import { Footer } from "./Footer";
import { NavBar } from "./NavBar";
import { ScrollManager } from "./ScrollManager";

/** What every page has around its body: background, bar, footer and the two dialogs (loaded when first opened). */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <MotionProvider>
      <DialogsProvider>
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <Background />
        <NavBar />
        <main id="main" tabIndex={-1} className="relative min-h-[70vh] pt-16">
          {children}
        </main>
        <Footer />
        <LazyDialogs />
        <ScrollManager />
      </DialogsProvider>
    </MotionProvider>
  );
}
