/** The portal with no network: whether there is one, and the screen to show when there is not. */
export { useOnline } from './hooks/use-online';
export { UpdatePrompt } from './components/UpdatePrompt';
