/**
 * gangway/ui: the design system the kit's own views are built from, public for plugins. The components carry
 * their CSS into the modal's shadow root (once each) and follow the theme through THEME_TOKENS; they render
 * inside the modal (a plugin's views, Connect section and Account tabs).
 */
export { Alert, type AlertProps } from './components/Alert'
export { Avatar } from './components/Avatar'
export { Button, LinkButton, type ButtonProps, type LinkButtonProps } from './components/Button'
export { CodeInput, useFocusWhen, type CodeInputProps } from './components/CodeInput'
export { copyToClipboard } from './components/clipboard'
export { EmailText } from './components/EmailText'
export { ListRow, type ListRowProps } from './components/ListRow'
export { QrCode, type QrCodeProps } from './components/qr/QrCode'
export { SkeletonRow as Skeleton } from './components/SkeletonRow'
export { Spinner } from './components/Spinner'
export { useStyles } from './components/styleHost'
export { Tabs, type Tab, type TabsProps } from './components/Tabs'
export { type FieldLineProps } from './components/FieldFrame'
export { Select, SelectField, type SelectFieldProps, type SelectProps } from './components/Select'
export { TextField, type TextFieldProps } from './components/TextField'
export { TokenAmount } from './components/TokenAmount'
export { TokenList, TokenRow } from './components/TokenRow'
export { THEME_TOKENS, type ThemeToken } from './components/tokens'
export { WalletImage } from './components/WalletImage'
