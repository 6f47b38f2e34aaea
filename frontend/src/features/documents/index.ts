export { CaseDocuments } from './components/CaseDocuments';
export { UploadPanel } from './components/UploadPanel';
