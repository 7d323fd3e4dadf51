/** The native select of the forms: the kit's Select, under the name the screens import. */
export { Select as NativeSelectField, type SelectProps as NativeSelectFieldProps } from './ui/Select';
