import { describe, expect, it, vi } from 'vitest';
import { createWidgetEventEmitter } from './widget-events.ts';

describe('given the widget event emitter', () => {
  it('should deliver typed payloads to the listeners of that event only', () => {
    const emitter = createWidgetEventEmitter();
    const onCurrency = vi.fn();
    const onAction = vi.fn();
    const off = emitter.on('change_payment_currency', onCurrency);
    emitter.on('change_payment_action', onAction);
    emitter.emit('change_payment_currency', { currency: 'BTC' });
    expect(onCurrency).toHaveBeenCalledWith({ currency: 'BTC' });
    expect(onAction).not.toHaveBeenCalled();
    off();
    emitter.emit('change_payment_currency', { currency: 'EUR' });
    expect(onCurrency).toHaveBeenCalledTimes(1);
  });

  it('should keep calling listeners after one throws', () => {
    const onError = vi.fn();
    const emitter = createWidgetEventEmitter(onError);
    const after = vi.fn();
    emitter.on('close_fast_deposit_modal', () => {
      throw new Error('host bug');
    });
    emitter.on('close_fast_deposit_modal', after);
    emitter.emit('close_fast_deposit_modal', { status: 'unknown' });
    expect(after).toHaveBeenCalledWith({ status: 'unknown' });
    expect(onError).toHaveBeenCalledWith(expect.any(Error), 'close_fast_deposit_modal');
  });
});

describe('given a listener of every event', () => {
  it('should receive each event with its name, after the listeners of that event', () => {
    const emitter = createWidgetEventEmitter();
    const seen: string[] = [];
    emitter.on('redirect', () => seen.push('one'));
    const off = emitter.onEvery((event) => seen.push(`${event.type}:${JSON.stringify(event.payload)}`));
    emitter.emit('redirect', { url: 'https://provider.example/' });
    off();
    emitter.emit('user_updated', {});
    expect(seen).toEqual(['one', 'redirect:{"url":"https://provider.example/"}']);
  });
});
