// The root entry as bundlers targeting the browser resolve it (package.json's `browser`
// condition): the same exports, with createAnalytics in its 'spa'-only form.
export * from './index.ts';
export { createAnalytics } from './create-analytics.browser.ts';
