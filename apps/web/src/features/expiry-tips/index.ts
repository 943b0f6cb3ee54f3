export { ExpiryTips } from './components/expiry-tips';
