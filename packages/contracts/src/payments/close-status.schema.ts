import Type from 'typebox';
import { WIDGET_CLOSE_STATUSES } from './close-status.ts';

export const WidgetCloseStatusSchema = /* @__PURE__ */ Type.Enum(WIDGET_CLOSE_STATUSES);
