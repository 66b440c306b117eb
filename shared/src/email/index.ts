export { sendTemplateEmail, type EmailParams } from './sendEmail';
