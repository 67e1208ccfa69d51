import Type from 'typebox';
import { WIDGET_EVENTS } from './widget-events.ts';

export const WidgetEventSchema = /* @__PURE__ */ Type.Enum(WIDGET_EVENTS);
