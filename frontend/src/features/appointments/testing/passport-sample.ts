/**
 * The passport data the tests type into an Italian passport booking, as the request body carries it.
 * Data only, with no import, so that the browser tests share it with the unit tests.
 */
export const ITALIAN_SECTION_SENT = {
  birthDate: '1990-05-10',
  birthPlace: 'Curitiba',
  currentAddress: 'Rua das Flores, 10, Curitiba',
  documentType: 'RG',
  documentNumber: '12.345.678-9',
  documentIssueDate: '2015-01-20',
  documentExpiryDate: '2035-01-20',
  documentIssuer: 'SSP/PR',
  aireRegistrationNumber: 'AIRE-778899',
};
