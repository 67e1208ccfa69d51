// Vite's `?url` imports give the built asset's URL.
declare module '*.css?url' {
  const href: string;
  export default href;
}

// The cashier's stylesheet, imported for its side effect: Vite links it with the chunk that loads it.
declare module '@playfront/cashier/styles.css';
