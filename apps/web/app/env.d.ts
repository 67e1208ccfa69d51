// Vite's `?inline` imports give a stylesheet's processed text.
declare module '*.css?inline' {
  const css: string;
  export default css;
}

// The cashier's stylesheet, imported for its side effect: Vite links it with the chunk that loads it.
declare module '@playfront/cashier/styles.css';
