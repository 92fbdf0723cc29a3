/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

/** Served by `vite-plugins/catalogue-parts.ts`: each language's `common` catalogue in a visitor and a member part. */
declare module 'virtual:catalogue-parts' {
  type TCataloguePartLoader = () => Promise<{ default: Record<string, unknown> }>;
  export const catalogueParts: Record<string, { visitor: TCataloguePartLoader; member: TCataloguePartLoader }>;
}
