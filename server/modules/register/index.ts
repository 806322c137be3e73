/** The register module's public entry: app.ts and the services import only this file. */
export { registerPlugin } from './routes';
export { createRegisterService, type RegisterService } from './service';
export { logSmsSender, type SmsSender } from './sms';
export { aliyunSmsSender, type AliyunSmsSettings } from './sms-aliyun';
