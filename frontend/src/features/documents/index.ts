export { CaseDocuments } from './components/CaseDocuments';
