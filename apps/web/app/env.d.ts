// Vite's `?url` imports give the built asset's URL.
declare module '*.css?url' {
  const href: string;
  export default href;
}
