/** The modules the app imports dynamically while the build prerenders a page (apps/web/vite-plugins/prerender.ts). */
declare module 'virtual:prerender-imports' {
  /** The client build's manifest keys of the modules imported since the last call, which it forgets. */
  export function takeNotedImports(): string[];
}
