export { useForm, type UseFormOptions, type UseFormResult, type FieldProps } from './useForm';
export { trimValues, validateValues, hasErrors, type FormValues, type FormErrors, type FormRules } from './formRules';
export { FormField, StyledInput, StyledSelect, StyledFieldError, controlStyles } from './FormField';
export { HoneypotField, type HoneypotFieldProps } from './HoneypotField';
