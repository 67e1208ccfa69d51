import { describe, expect, it } from 'vitest';
import { durationText } from './duration-text.ts';
import ar from './locales/ar.ts';
import es from './locales/es.ts';
import { createTranslate, DEFAULT_MESSAGES } from './messages.ts';

const english = createTranslate();
const arabic = createTranslate({ ...DEFAULT_MESSAGES, ...ar }, undefined, 'ar');
const spanish = createTranslate({ ...DEFAULT_MESSAGES, ...es }, undefined, 'es');

describe('durationText', () => {
  it('should count the unit in English: 1 hour, 2 hours, 1–3 business days', () => {
    expect(durationText({ type: 'static', value: 1, unit: 'hours' }, english)).toBe('1 hour');
    expect(durationText({ type: 'static', value: 2, unit: 'hours' }, english)).toBe('2 hours');
    expect(durationText({ type: 'range', from: 1, to: 3, unit: 'business_days' }, english)).toBe(
      '1–3 business days',
    );
  });

  it('should use the Arabic forms: one and two in words, 3–10 plural, 11 and up singular', () => {
    const hours = (value: number) => durationText({ type: 'static', value, unit: 'hours' }, arabic);
    expect([1, 2, 5, 24, 100].map(hours)).toEqual(['ساعة واحدة', 'ساعتان', '5 ساعات', '24 ساعة', '100 ساعة']);
    expect(durationText({ type: 'range', from: 1, to: 2, unit: 'hours' }, arabic)).toBe('1–2 ساعة');
    expect(durationText({ type: 'range', from: 3, to: 5, unit: 'days' }, arabic)).toBe('3–5 أيام');
  });

  it('should use the Spanish many form for a million', () => {
    expect(durationText({ type: 'static', value: 1_000_000, unit: 'minutes' }, spanish)).toBe(
      '1.000.000 de minutos',
    );
  });
});
