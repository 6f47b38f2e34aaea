/** What other parts of the portal use of the vault: the list of one's documents and the upload. */
export { useGetDocumentsQuery, downloadUrl } from './api';
export { UploadPanel } from './components/UploadPanel';
export type { PortalDocument } from './types';
export { documentFacts } from './lib/format';
export { CaseDocuments } from './components/CaseDocuments';
