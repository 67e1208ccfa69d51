import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APPEARANCE_VARIABLES, appearanceAttributes, type CashierAppearance } from './appearance.ts';

const stylesheet = readFileSync(new URL('../styles/cashier.css', import.meta.url), 'utf8');

describe('appearanceAttributes', () => {
  it('should give the light preset and no inline style when nothing is asked', () => {
    expect(appearanceAttributes(undefined)).toEqual({ 'data-pf-theme': 'light' });
    expect(appearanceAttributes({ theme: 'dark' })).toEqual({ 'data-pf-theme': 'dark' });
  });

  it("should turn the host's variables into the stylesheet's custom properties, dropping unknown names", () => {
    const appearance = {
      theme: 'dark',
      variables: { accent: '#ffc940', accentText: '#1a1400', radius: '10px', colour: 'red' },
    } as CashierAppearance;
    expect(appearanceAttributes(appearance)).toEqual({
      'data-pf-theme': 'dark',
      style: { '--pf-accent': '#ffc940', '--pf-accent-text': '#1a1400', '--pf-radius': '10px' },
    });
  });

  it('should name only properties both presets of the stylesheet set', () => {
    const [light = '', dark = ''] = [/\.pf-cashier \{([^}]*)\}/, /\[data-pf-theme='dark'\] \{([^}]*)\}/].map(
      (block) => block.exec(stylesheet)?.[1],
    );
    for (const property of Object.values(APPEARANCE_VARIABLES)) {
      expect(light, property).toContain(`${property}:`);
    }
    // Sizes and fonts are the same in both presets; every colour has its dark value.
    const colours = Object.values(APPEARANCE_VARIABLES).filter(
      (property) => !['--pf-radius', '--pf-gap', '--pf-font-family', '--pf-font-mono'].includes(property),
    );
    for (const property of colours) expect(dark, property).toContain(`${property}:`);
  });
});
