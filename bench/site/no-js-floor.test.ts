import { describe, expect, it } from 'vitest';
import { stripScripts } from './no-js-floor.ts';

const HINT = '<link rel="modulepreload" href="/assets/a.js" nonce="n"/>';
const INLINE = '<script nonce="n">window.x = 1;</script>';
const MODULE = '<script type="module" nonce="n" async="">import("/assets/a.js");</script>';
const PAGE = `<html><head><style>p{}</style></head><body><p>Text</p>${INLINE}${MODULE}${HINT}</body></html>`;

describe('the LCP floor’s page', () => {
  it('should take out every script and hint for the floor itself', () => {
    expect(stripScripts(PAGE)).toEqual({
      html: '<html><head><style>p{}</style></head><body><p>Text</p></body></html>',
      removed: 3,
    });
  });

  it('should take out only the hints, or only the scripts, for the diagnoses', () => {
    expect(stripScripts(PAGE, 'preloads').html).toBe(PAGE.replace(HINT, ''));
    expect(stripScripts(PAGE, 'scripts-only').html).toBe(PAGE.replace(INLINE, '').replace(MODULE, ''));
  });

  it('should leave the page as it is with nothing to strip', () => {
    expect(stripScripts(PAGE, 'nothing')).toEqual({ html: PAGE, removed: 0 });
  });
});
