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
