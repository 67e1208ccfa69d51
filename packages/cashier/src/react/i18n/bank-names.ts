/**
 * Names of the banks the payments API offers in its choices (`payments.banks.*`). They are proper
 * names, the same in every language, so they are not in the locale files: every language falls
 * back to them.
 */
export const BANK_NAMES: Readonly<Record<string, string>> = {
  'payments.banks.acb': 'ACB',
  'payments.banks.axis': 'Axis Bank',
  'payments.banks.banco_de_bogota': 'Banco de Bogotá',
  'payments.banks.bancolombia': 'Bancolombia',
  'payments.banks.bbl': 'Bangkok Bank',
  'payments.banks.bbva_co': 'BBVA Colombia',
  'payments.banks.bca': 'BCA',
  'payments.banks.bni': 'BNI',
  'payments.banks.cimb': 'CIMB Bank',
  'payments.banks.davivienda': 'Davivienda',
  'payments.banks.hdfc': 'HDFC Bank',
  'payments.banks.icici': 'ICICI Bank',
  'payments.banks.ing_pl': 'ING Bank Śląski',
  'payments.banks.kbank': 'Kasikornbank',
  'payments.banks.kotak': 'Kotak Mahindra Bank',
  'payments.banks.mandiri': 'Bank Mandiri',
  'payments.banks.maybank': 'Maybank',
  'payments.banks.mbank': 'mBank',
  'payments.banks.millennium': 'Bank Millennium',
  'payments.banks.nequi': 'Nequi',
  'payments.banks.pekao': 'Bank Pekao',
  'payments.banks.pko_bp': 'PKO Bank Polski',
  'payments.banks.public_bank': 'Public Bank',
  'payments.banks.santander_pl': 'Santander Bank Polska',
  'payments.banks.sbi': 'State Bank of India',
  'payments.banks.scb': 'Siam Commercial Bank',
  'payments.banks.techcombank': 'Techcombank',
  'payments.banks.vietcombank': 'Vietcombank',
};
