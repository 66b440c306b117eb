export { useForm } from './useForm';
export { type FormValues } from './formRules';
export { FormField, StyledInput, StyledSelect } from './FormField';
export { HoneypotField } from './HoneypotField';
export { ConsentField, PrivacyNoticeLink } from './ConsentField';
