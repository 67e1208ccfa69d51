// No schemas here: browser code imports this module, and TypeBox must stay out of its bundle
// (docs/decisions/011-cashier-bundle-budget.md).

/**
 * The form value that carries the network picked for a multi-protocol address, sent beside the
 * address (`cashout_address_network`): the widget writes it, the server checks the address on it.
 */
export function networkValueName(fieldName: string): string {
  return `${fieldName}_network`;
}
