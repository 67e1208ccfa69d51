/**
 * English text for the transaction-history, terms-and-conditions and support routes and the
 * live-updates status. Spread into `DEFAULT_MESSAGES`.
 */
export const ROUTE_MESSAGES: Readonly<Record<string, string>> = {
  // Transaction history
  'history.title': 'Transaction history',
  'history.caption': 'Your payments, newest first',
  'history.filters': 'Filter transactions',
  'history.filter.action': 'Type',
  'history.filter.status': 'Status',
  'history.filter.all': 'All',
  'history.column.date': 'Date',
  'history.column.action': 'Type',
  'history.column.method': 'Method',
  'history.column.amount': 'Amount',
  'history.column.status': 'Status',
  'history.column.reference': 'Reference',
  'history.column.actions': 'Actions',
  'history.action.deposit': 'Deposit',
  'history.action.cashout': 'Withdrawal',
  'history.method.unknown': 'Method no longer offered',
  'history.fee': 'Fee: {fee}',
  'history.loading': 'Loading your transactions…',
  'history.empty': 'No transactions to show.',
  'history.empty.filtered': 'No transactions match these filters.',
  'history.error': 'Your transactions could not be loaded.',
  'history.error.reference': 'Reference: {reference}',
  'history.retry': 'Try again',
  'history.pages': 'Pages',
  'history.page': 'Page {page}',
  'history.previous': 'Previous page',
  'history.next': 'Next page',
  'history.cancel': 'Cancel withdrawal',
  'history.cancel.label': 'Cancel withdrawal of {amount}',
  'history.cancel.confirm': 'Cancel this withdrawal of {amount}? The amount goes back to your balance.',
  'history.cancel.yes': 'Yes, cancel it',
  'history.cancel.no': 'Keep it',
  'history.cancel.busy': 'Cancelling…',
  'history.cancel.done': 'Your withdrawal of {amount} was cancelled. The amount is back in your balance.',
  'history.cancel.failed': 'The withdrawal could not be cancelled. Please try again.',

  // Transaction statuses
  'status.pending': 'Pending',
  'status.completed': 'Completed',
  'status.failed': 'Failed',
  'status.cancelled': 'Cancelled',

  // Terms and conditions
  'terms.title': 'Terms and conditions',
  'terms.general.title': 'General terms',
  'terms.general.limits':
    'Every payment method has a minimum and a maximum amount per payment. The limits for your currency are shown with each method and before you pay.',
  'terms.general.processing':
    'Processing times depend on the method. Deposits are usually instant; withdrawals are reviewed first and then paid out within the time stated for the method.',
  'terms.general.fees':
    'Any fee a method charges is shown before you confirm a payment, together with the amount you will receive.',
  'terms.general.cashout':
    'Withdrawals are paid to a method in your own name, normally the one you deposited with. We may ask you to verify your identity before a withdrawal. A pending withdrawal can be cancelled from your transaction history.',
  'terms.general.responsible':
    'Play responsibly: set deposit limits, take breaks and ask for help if gambling stops being fun. Only deposit money you can afford to lose.',
  'terms.general.limits.title': 'Payment limits',
  'terms.general.processing.title': 'Processing times',
  'terms.general.fees.title': 'Fees',
  'terms.general.cashout.title': 'Withdrawals',
  'terms.general.responsible.title': 'Responsible gaming',
  'terms.methods.title': 'Terms by payment method',
  'terms.methods.intro': 'For {action} in {currency}.',
  'terms.methods.none': 'No payment method states specific terms for this currency.',
  'terms.loading': 'Loading the terms…',
  'terms.error': 'The payment methods could not be loaded.',
  'terms.error.reference': 'Reference: {reference}',
  'terms.retry': 'Try again',
  'terms.action.deposit': 'deposits',
  'terms.action.cashout': 'withdrawals',
  'terms.limits': 'Limits',
  'terms.limits.value': '{min} to {max} per payment',
  'terms.processing': 'Processing time',
  'terms.processing.instant': 'Instant',
  'terms.commission': 'Fee',
  'terms.commission.none': 'No fee',
  'terms.commission.percent': '{percent} of the amount',
  'terms.commission.range-percent': '{from} to {to} of the amount, depending on your card or bank',
  'terms.commission.fixed': '{amount} per payment',
  'terms.commission.mixed': '{percent} of the amount plus {amount}',
  'terms.commission.float.network_fee': 'The blockchain network fee at the time of payment',
  'terms.commission.float.exchange_rate': 'The exchange-rate spread at the time of payment',
  'terms.commission.float.provider': 'Set by the provider at the time of payment',

  // Support
  'support.title': 'Support',
  'support.intro': 'Answers to common questions about payments.',
  'support.topics': 'Help topics',
  'support.topic.deposit.title': 'My deposit has not arrived',
  'support.topic.deposit.body':
    'Most deposits arrive at once, but some methods take longer: check the processing time of your method. If it is past that time, check the status in your transaction history and contact us with the reference.',
  'support.topic.cashout.title': 'My withdrawal is still pending',
  'support.topic.cashout.body':
    'Withdrawals are reviewed before they are paid, then take the processing time of the method. While a withdrawal is pending you can cancel it from your transaction history, and the amount goes back to your balance.',
  'support.topic.kyc.title': 'Why do I need to verify my identity?',
  'support.topic.kyc.body':
    'The law requires us to know who you are before larger withdrawals and to protect your account. Upload a photo ID and a proof of address when asked; verification usually takes less than a day.',
  'support.topic.declined.title': 'My card was declined',
  'support.topic.declined.body':
    'Check the card number, expiry date and security code, and that your card allows online gambling payments. Your bank may also decline a payment above your limits; try a smaller amount or another method.',
  'support.contact.title': 'Contact us',
  'support.chat.open': 'Open live chat',
  'support.contact.fallback': 'Contact our support team by e-mail from the Help page of this site.',
  'support.reference.label': 'Reference of your last payment',
  'support.reference.hint': 'Give this reference to the support team so they can find your payment.',
  'support.reference.copy': 'Copy reference',
  'support.reference.copied': 'Reference copied.',
  'support.reference.copy_failed': 'Could not copy. Select the reference and copy it yourself.',

  // Live updates
  'live.connected': 'Live updates on.',
  'live.disconnected': 'Live updates paused; checking for changes every few seconds.',
  'live.session_ended': 'Your session has ended. Please log in again.',

  // transaction history: date filter and references (look)
  'history.filter.from': 'From',
  'history.filter.to': 'To',
  'history.reference.copy': 'Copy',
};
